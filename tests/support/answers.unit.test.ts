import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answers';

// The answer check is what makes every API test check real answers: it must refuse what the contract does not say.
describe('checkAnswer', () => {
  it('accepts an answer that matches the contract', () => {
    expect(() => checkAnswer('GET', '/v1/members/check-card-number', 200, { available: true })).not.toThrow();
    expect(() => checkAnswer('GET', '/v1/members/last-card/', 200, { number: null, suggestion: '1' })).not.toThrow();
  });

  it('refuses a field of the wrong type, a missing field and an undeclared field', () => {
    expect(() => checkAnswer('GET', '/v1/members/check-card-number', 200, { available: 'yes' })).toThrow(/available/);
    expect(() => checkAnswer('GET', '/v1/members/last-card', 200, { number: '7' })).toThrow(/suggestion/);
    expect(() => checkAnswer('GET', '/v1/members/check-card-number', 200, { available: true, extra: 1 })).toThrow(/does not match/);
  });

  it('refuses a member record without its required fields, and a timestamp that is not an ISO string', () => {
    const member = { id: 'm1', name: 'Anna', surname: 'Rossi', cardStatus: 'ACTIVE' };
    expect(() => checkAnswer('GET', '/v1/members/one', 200, { result: member })).not.toThrow();
    expect(() => checkAnswer('GET', '/v1/members/one', 200, { result: { ...member, cardStatus: 'LOST' } })).toThrow(/cardStatus/);
    expect(() => checkAnswer('GET', '/v1/members/one', 200, { result: { ...member, registeredAt: { _seconds: 1 } } })).toThrow(
      /registeredAt/,
    );
  });

  it('refuses a 2xx from a path without a contract, and leaves failures to the tests', () => {
    expect(() => checkAnswer('GET', '/v1/nowhere', 200, {})).toThrow(/no contract/);
    expect(() => checkAnswer('GET', '/v1/nowhere', 404, { err: 'NOT_FOUND' })).not.toThrow();
    expect(() => checkAnswer('GET', '/v1/members/one', 403, { err: 'NO_USER_ALLOWED' })).not.toThrow();
  });
});
