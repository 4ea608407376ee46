// What each area plugs into the shared mechanisms (the outbox, the payment provider's webhook, the upload jobs, the
// member trigger), as each area lists its routes for api.ts: loaded by index.ts before any function runs (and before the
// member trigger is defined: it declares its reactions' secrets). A test that drives one of those mechanisms in its own
// process imports this file too.
import './counters/wiring';
import './members/wiring';
import './cards/wiring';
import './search/wiring';
import './sales/wiring';
import './mailshots/wiring';
import './payments/wiring';
import './payments/renewals/wiring';
import './plans/wiring';
import './marketplace/wiring';
import './signup/wiring';
import './memberUploads/wiring';
import './payments/uploads/wiring';
import './register/wiring';
import './campaigns/wiring';
import './mail/wiring';
import './requests/wiring';
import './scanner/wiring';
import './privacy/wiring';
// the erasers of a member's personal data, each area's own (personalData/registry.ts)
import './accounts/wiring';
import './uploads/wiring';
import './assemblies/wiring';
