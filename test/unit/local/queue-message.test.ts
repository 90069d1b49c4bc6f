import { describe, expect, it } from 'vitest';

import { md5OfBody, md5OfMessageAttributes, messageSize, toMessageAttributes } from '../../../bin/local/queue-message';

describe('message checksums', () => {
  it('gives the MD5 of the body as SQS reports it', () => {
    // the digest SQS returns for the body "derp" (pinned by moto's SQS tests)
    expect(md5OfBody('derp')).toBe('58fd9edd83341c29f1aebba81c31e257');
  });

  it('gives the MD5 of the message attributes as SQS computes it', () => {
    // digests SQS returns for these Number attributes (pinned by moto's and LocalStack's SQS tests)
    expect(md5OfMessageAttributes(toMessageAttributes({ timestamp: 1493147359900 }))).toBe('235c5c510d26fb653d073faed50ae77c');
    expect(md5OfMessageAttributes(toMessageAttributes({ timestamp: 1493147359901 }))).toBe('994258b45346a2cc3f9cbb611aa7af30');
    expect(md5OfMessageAttributes(toMessageAttributes({ 'SOME_Valid.attribute-Name': 1493147359900 }))).toBe(
      '36655e7e9d7c0e8479fa3f3f42247ae7',
    );
  });

  it('digests attributes in order of name, whatever order they are given in', () => {
    const one = md5OfMessageAttributes(toMessageAttributes({ b: 'two', a: 'one', c: new Uint8Array([1, 2, 3]) }));
    const other = md5OfMessageAttributes(toMessageAttributes({ c: new Uint8Array([1, 2, 3]), a: 'one', b: 'two' }));

    expect(one).toBe(other);
    expect(one).not.toBe(md5OfMessageAttributes(toMessageAttributes({ a: 'one', b: 'two' })));
    expect(md5OfMessageAttributes({})).toBeUndefined();
  });
});

describe('message attributes', () => {
  it('carries strings, numbers, bytes and custom data types in the Lambda event shape', () => {
    const attributes = toMessageAttributes({
      tenant: 'ns-1',
      attempt: 3,
      blob: new Uint8Array([104, 105]),
      payload: { dataType: 'String.json', stringValue: '{"a":1}' },
    });

    expect(attributes).toEqual({
      tenant: { stringValue: 'ns-1', stringListValues: [], binaryListValues: [], dataType: 'String' },
      attempt: { stringValue: '3', stringListValues: [], binaryListValues: [], dataType: 'Number' },
      blob: { binaryValue: 'aGk=', stringListValues: [], binaryListValues: [], dataType: 'Binary' },
      payload: { stringValue: '{"a":1}', stringListValues: [], binaryListValues: [], dataType: 'String.json' },
    });
  });

  it('refuses names and values SQS refuses', () => {
    expect(() => toMessageAttributes({ 'AWS.trace': 'x' })).toThrow('may not start with AWS. or Amazon.');
    expect(() => toMessageAttributes({ 'bad name': 'x' })).toThrow('Invalid message attribute name');
    expect(() => toMessageAttributes({ 'a..b': 'x' })).toThrow('Invalid message attribute name');
    expect(() => toMessageAttributes({ empty: '' })).toThrow('Message attribute empty is empty');
    expect(() => toMessageAttributes({ n: Number.NaN })).toThrow('is not a finite number');
    expect(() => toMessageAttributes({ odd: { dataType: 'Date', stringValue: 'x' } })).toThrow('String, Number or Binary');
  });

  it('counts the body and every attribute name, type and value against the size limit', () => {
    const attributes = toMessageAttributes({ ab: 'xyz', n: 12, b: new Uint8Array(5) });

    // body 4 + (2 + 6 + 3) + (1 + 6 + 2) + (1 + 6 + 5)
    expect(messageSize('body', attributes)).toBe(36);
    expect(messageSize('é', {})).toBe(2);
  });
});
