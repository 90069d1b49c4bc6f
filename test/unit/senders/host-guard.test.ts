import { describe, expect, it } from 'vitest';

import {
  BlockedHostError,
  HostNotFoundError,
  isBlockedAddress,
  resolvePublicHost,
  type HostLookup,
} from '../../../functions/adapters/mail/host-guard';

const answers =
  (...addresses: string[]): HostLookup =>
  () =>
    Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) })));

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['142.250.27.108', '52.97.1.1', '172.32.0.1', '2a00:1450:400c:c0b::6c', '8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

describe('resolvePublicHost', () => {
  it('answers the address of a public host', async () => {
    await expect(
      resolvePublicHost('smtp.seller.example', { allowPrivate: false, lookup: answers('52.97.1.1') }),
    ).resolves.toEqual({
      address: '52.97.1.1',
      family: 4,
    });
  });

  it('refuses a host when any of its addresses is private', async () => {
    await expect(
      resolvePublicHost('mixed.example', { allowPrivate: false, lookup: answers('52.97.1.1', '10.0.0.5') }),
    ).rejects.toBeInstanceOf(BlockedHostError);
  });

  it('refuses a private address literal without looking it up', async () => {
    await expect(
      resolvePublicHost('169.254.169.254', { allowPrivate: false, lookup: () => Promise.reject(new Error('no lookup')) }),
    ).rejects.toBeInstanceOf(BlockedHostError);
  });

  it('allows a private host when private hosts are allowed', async () => {
    await expect(resolvePublicHost('localhost', { allowPrivate: true, lookup: answers('127.0.0.1') })).resolves.toMatchObject({
      address: '127.0.0.1',
    });
  });

  it('reports a host that does not resolve', async () => {
    await expect(
      resolvePublicHost('nowhere.invalid', { allowPrivate: false, lookup: () => Promise.reject(new Error('ENOTFOUND')) }),
    ).rejects.toBeInstanceOf(HostNotFoundError);
    await expect(resolvePublicHost('empty.example', { allowPrivate: false, lookup: answers() })).rejects.toBeInstanceOf(
      HostNotFoundError,
    );
  });
});
