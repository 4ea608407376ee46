/**
 * Run by pdfColdStart.bench.ts in a fresh process, bundled as the functions are deployed: the first card or receipt PDF
 * of a process, for a member whose name needs the CJK font. Prints what it measured as one JSON line.
 *
 * What a deployed instance has loaded before its first request is loaded here before the clock starts: the domain's
 * rules and their schema library, which every endpoint uses. The PDF code is not: the functions load it on first use
 * (cards/renderer.ts), so its loading counts in the first card, as it does for a member waiting for one.
 */
import { performance } from 'node:perf_hooks';
import '@tessera/domain/settings/orgTheme';
import '@tessera/domain/locale/money';
import '@tessera/domain/locale/dates';

const scriptMs = performance.now();

/** The renderers load on first use, as they do in the functions (cards/renderer.ts). */
async function first(kind: string): Promise<Uint8Array> {
  if (kind === 'card') {
    const { renderCardPdf } = await import('../../functions/src/cards/pdf');
    return renderCardPdf({
      orgName: 'Associazione Aurora APS',
      holder: '山田 太郎',
      number: '100001',
      validUntil: '2026-12-31',
      photoOnCard: true,
      qrToken: 'eyJvIjoiYXBzLWF1cm9yYSIsImMiOiIxMDAwMDEiLCJ2IjoiMjAyNi0xMi0zMSJ9.c2lnbmF0dXJlLW9mLXRoZS1jYXJkLXRva2Vu',
      lang: 'it',
    });
  }
  const { renderReceiptPdf } = await import('../../functions/src/payments/receipts/receiptPdf');
  return renderReceiptPdf({
    kind: 'receipt',
    number: '1/2026',
    issuedOn: '2026-11-23',
    org: { name: 'Associazione Aurora APS', address: 'Via dei Mille 12, 20121 Milano (MI)', taxCode: '97123450155', logo: null },
    payer: { name: '王小明', taxCode: null, address: 'Via Roma 1, 20100 Milano (MI)', cardNumber: '100001' },
    payment: {
      amount: 3500,
      payDay: '2026-11-20',
      payYear: 2027,
      method: 'Contanti',
      object: 'Quota associativa 2027',
      quantity: 1,
      notes: '',
    },
    vat: { kind: 'fee' },
    stampDuty: false,
    operator: null,
  });
}

void first(process.argv[2] ?? 'card').then((bytes) => {
  const cpu = process.cpuUsage();
  // performance.now() counts from the process's start
  console.log(JSON.stringify({ scriptMs, doneMs: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000, bytes: bytes.length }));
});
