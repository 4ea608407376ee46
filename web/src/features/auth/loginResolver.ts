import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@tessera/domain/forms/login';

/** The login form's check (spec §5), apart from the page: LoginPage imports it on the first submit. */
export const loginResolver = zodResolver(loginSchema);
