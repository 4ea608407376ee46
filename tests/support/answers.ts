import { contractFor } from '@tessera/domain/contracts/all';

/**
 * Checks a 2xx answer against its endpoint's answer schema (packages/domain/src/contracts): every API test then
 * checks the real shape of what it receives. Throws, failing the test, on an answer the contract does not describe
 * or on a 2xx from an endpoint without a contract. Failures (non-2xx) are `{ err }` bodies, checked by the tests.
 */
export function checkAnswer(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300) return;
  const contract = contractFor(method, path.split('?')[0]!);
  if (!contract) throw new Error(`${method} ${path} answered ${status} but has no contract in packages/domain/src/contracts`);
  const parsed = contract.answer.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(answer)'}: ${i.message}`).join('\n');
    throw new Error(`${method} ${path}: the answer does not match its contract\n${issues}`);
  }
}
