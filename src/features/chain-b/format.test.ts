import { describe, expect, it } from 'vitest';
import {
  argumentText,
  feePaidOctas,
  isoMicrosTime,
  microsTime,
  nativeAmountArgument,
  payloadKindLabel,
  secondsTime,
  splitFunctionId,
  transactionKindLabel,
  validatorKindLabel,
  versionCount,
} from './format';

describe('microsTime', () => {
  it('keeps all six fractional digits in the ISO text', () => {
    const time = microsTime('1763639998123456');
    expect(time?.isoMicros).toBe('2025-11-20T11:59:58.123456Z');
    expect(time?.date.toISOString()).toBe('2025-11-20T11:59:58.123Z');
  });

  it('pads small fractions and handles the epoch', () => {
    expect(microsTime('1000001')?.isoMicros).toBe('1970-01-01T00:00:01.000001Z');
    expect(microsTime('0')?.isoMicros).toBe('1970-01-01T00:00:00.000000Z');
  });

  it('refuses what is not a microsecond count', () => {
    expect(microsTime('')).toBeNull();
    expect(microsTime('-5')).toBeNull();
    expect(microsTime('1.5')).toBeNull();
    expect(microsTime('9'.repeat(19))).toBeNull();
  });
});

describe('isoMicrosTime', () => {
  it.each([
    ['2022-10-12T22:34:56.123456Z', '2022-10-12T22:34:56.123456Z', '2022-10-12T22:34:56.123Z'],
    // No zone: UTC, not the browser's zone.
    ['2022-10-12T22:34:56.123456', '2022-10-12T22:34:56.123456Z', '2022-10-12T22:34:56.123Z'],
    ['2022-10-12T22:34:56', '2022-10-12T22:34:56.000000Z', '2022-10-12T22:34:56.000Z'],
    ['2022-10-12T22:34:56.5Z', '2022-10-12T22:34:56.500000Z', '2022-10-12T22:34:56.500Z'],
    ['2022-10-13T00:34:56.123456+02:00', '2022-10-12T22:34:56.123456Z', '2022-10-12T22:34:56.123Z'],
  ])('reads %s', (input, isoMicros, iso) => {
    const time = isoMicrosTime(input);
    expect(time?.isoMicros).toBe(isoMicros);
    expect(time?.date.toISOString()).toBe(iso);
  });

  it('refuses non-ISO text', () => {
    expect(isoMicrosTime('yesterday')).toBeNull();
    expect(isoMicrosTime('2022-13-45T99:00:00Z')).toBeNull();
  });
});

describe('versionCount', () => {
  it('is last − first + 1, exactly, beyond 2^53', () => {
    expect(versionCount('100', '100')).toBe(1n);
    expect(versionCount('3000000000', '3000000041')).toBe(42n);
    expect(versionCount('18446744073709551000', '18446744073709551615')).toBe(616n);
  });

  it('is 0 for an empty range', () => {
    expect(versionCount('10', '9')).toBe(0n);
  });
});

describe('feePaidOctas', () => {
  it('is gas used × unit price, as bigint beyond 2^53', () => {
    expect(feePaidOctas('8', '100')).toBe(800n);
    expect(feePaidOctas('0', '100')).toBe(0n);
    expect(feePaidOctas('9007199254740993', '3')).toBe(27021597764222979n);
  });
});

describe('secondsTime', () => {
  it('reads seconds, and gives up beyond a Date', () => {
    expect(secondsTime('1763640030')?.toISOString()).toBe('2025-11-20T12:00:30.000Z');
    expect(secondsTime('18446744073709551615')).toBeNull();
    expect(secondsTime('x')).toBeNull();
  });
});

describe('splitFunctionId', () => {
  it('splits address::module::function', () => {
    expect(splitFunctionId('0x1::aptos_account::transfer')).toEqual({
      address: '0x1',
      module: 'aptos_account',
      name: 'transfer',
    });
    expect(splitFunctionId('0x1::coin')).toBeNull();
    expect(splitFunctionId('0x1::::x')).toBeNull();
  });
});

describe('argumentText', () => {
  it('gives back the JSON exactly, big integers included', () => {
    const args: unknown = JSON.parse('["0xabc","18446744073709551615",true,[1,2],{"inner":"1"}]');
    expect((args as unknown[]).map(argumentText)).toEqual([
      '"0xabc"',
      '"18446744073709551615"',
      'true',
      '[1,2]',
      '{"inner":"1"}',
    ]);
  });
});

describe('transactionKindLabel', () => {
  it('names known kinds and humanises others', () => {
    expect(transactionKindLabel('block_metadata_transaction')).toBe('Block metadata');
    expect(transactionKindLabel('state_checkpoint_transaction')).toBe('State checkpoint');
    expect(transactionKindLabel('something_new_transaction')).toBe('something new');
  });

  it('labels block epilogue and validator transactions', () => {
    expect(transactionKindLabel('block_epilogue_transaction')).toBe('Block epilogue');
    expect(transactionKindLabel('validator_transaction')).toBe('Validator');
  });
});

describe('payloadKindLabel', () => {
  it('names every payload kind real blocks hold and keeps an unknown one readable', () => {
    expect(payloadKindLabel('script_payload')).toBe('Script');
    expect(payloadKindLabel('multisig_payload')).toBe('Multisig');
    expect(payloadKindLabel('module_bundle_payload')).toBe('Module bundle');
    expect(payloadKindLabel('write_set_payload')).toBe('Write set');
    expect(payloadKindLabel('entry_function_payload')).toBe('Entry function');
    expect(payloadKindLabel('future_thing_payload')).toBe('future thing');
  });
});

describe('validatorKindLabel', () => {
  it('names the two validator transaction kinds', () => {
    expect(validatorKindLabel('dkg_result')).toBe('DKG result');
    expect(validatorKindLabel('observed_jwk_update')).toBe('JWK update');
    expect(validatorKindLabel('new_kind')).toBe('new kind');
  });
});

describe('nativeAmountArgument', () => {
  const APT = '0x1::aptos_coin::AptosCoin';
  it('finds the octas argument of native transfers and stakes', () => {
    expect(
      nativeAmountArgument(
        { function: '0x1::aptos_account::transfer', type_arguments: [], arguments: ['0xa', '150000000'] },
        APT,
      ),
    ).toBe(1);
    expect(
      nativeAmountArgument(
        { function: '0x1::delegation_pool::add_stake', type_arguments: [], arguments: ['0xa', '1100000000'] },
        APT,
      ),
    ).toBe(1);
    expect(
      nativeAmountArgument({ function: '0x1::coin::transfer', type_arguments: [APT], arguments: ['0xa', '1'] }, APT),
    ).toBe(1);
  });
  it('leaves other coins, other functions and unreadable amounts alone', () => {
    expect(
      nativeAmountArgument(
        { function: '0x1::coin::transfer', type_arguments: ['0xf22::asset::USDC'], arguments: ['0xa', '1'] },
        APT,
      ),
    ).toBeNull();
    expect(
      nativeAmountArgument({ function: '0x4::aptos_token::mint', type_arguments: [], arguments: ['a', '1'] }, APT),
    ).toBeNull();
    expect(
      nativeAmountArgument(
        { function: '0x1::aptos_account::transfer', type_arguments: [], arguments: ['0xa', 5] },
        APT,
      ),
    ).toBeNull();
    expect(
      nativeAmountArgument(
        { function: '0x1::aptos_account::transfer', type_arguments: [], arguments: ['0xa', '-5'] },
        APT,
      ),
    ).toBeNull();
    expect(nativeAmountArgument({ type_arguments: [], arguments: [] }, APT)).toBeNull();
  });
});
