import type { SQSMessageAttribute, SQSMessageAttributes } from 'aws-lambda';
import { createHash } from 'node:crypto';

/** A message attribute as given to `send`: a string, a number, bytes, or the attribute as SQS spells it. */
export type MessageAttributeInput = string | number | Uint8Array | SQSMessageAttribute;

/** At most this many message attributes per message, as in SQS. */
const MAX_MESSAGE_ATTRIBUTES = 10;

/** The attributes of a message in the shape the Lambda SQS event carries them. */
export function toMessageAttributes(input: Readonly<Record<string, MessageAttributeInput>> = {}): SQSMessageAttributes {
  const names = Object.keys(input);
  if (names.length > MAX_MESSAGE_ATTRIBUTES) {
    throw new Error(`A message can have at most ${MAX_MESSAGE_ATTRIBUTES} message attributes; got ${names.length}.`);
  }
  const attributes: SQSMessageAttributes = {};
  for (const name of names) {
    if (!/^[A-Za-z0-9_.-]{1,256}$/.test(name) || name.startsWith('.') || name.endsWith('.') || name.includes('..')) {
      throw new Error(`Invalid message attribute name: ${JSON.stringify(name)}.`);
    }
    if (/^(aws|amazon)\./i.test(name)) throw new Error(`Message attribute names may not start with AWS. or Amazon.: ${name}.`);
    const value = input[name] as MessageAttributeInput;
    attributes[name] = toMessageAttribute(name, value);
  }
  return attributes;
}

function toMessageAttribute(name: string, value: MessageAttributeInput): SQSMessageAttribute {
  const lists = { stringListValues: [], binaryListValues: [] };
  if (typeof value === 'string') {
    if (value === '') throw new Error(`Message attribute ${name} is empty.`);
    return { stringValue: value, ...lists, dataType: 'String' };
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Message attribute ${name} is not a finite number.`);
    return { stringValue: String(value), ...lists, dataType: 'Number' };
  }
  if (value instanceof Uint8Array) {
    if (value.length === 0) throw new Error(`Message attribute ${name} is empty.`);
    return { binaryValue: Buffer.from(value).toString('base64'), ...lists, dataType: 'Binary' };
  }
  const type = value.dataType.split('.')[0];
  if (type === 'Binary' ? !value.binaryValue : type === 'String' || type === 'Number' ? !value.stringValue : true) {
    throw new Error(`Message attribute ${name} needs a String, Number or Binary data type and a value.`);
  }
  return {
    ...(type === 'Binary' ? { binaryValue: value.binaryValue } : { stringValue: value.stringValue }),
    ...lists,
    dataType: value.dataType,
  };
}

/** The MD5 of a message body, hex, as SQS reports it in `md5OfBody`. */
export function md5OfBody(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

/**
 * The MD5 of the message attributes as SQS computes it: for each attribute in name order, the name,
 * the data type (each prefixed by its 4-byte big-endian length), a transport byte (1 string, 2
 * binary) and the length-prefixed value. Undefined when the message has no attributes.
 */
export function md5OfMessageAttributes(attributes: SQSMessageAttributes): string | undefined {
  const names = Object.keys(attributes).sort();
  if (names.length === 0) return undefined;
  const hash = createHash('md5');
  const withLength = (bytes: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    hash.update(length);
    hash.update(bytes);
  };
  for (const name of names) {
    const attribute = attributes[name] as SQSMessageAttribute;
    withLength(Buffer.from(name, 'utf8'));
    withLength(Buffer.from(attribute.dataType, 'utf8'));
    if (attribute.binaryValue !== undefined) {
      hash.update(Buffer.from([2]));
      withLength(Buffer.from(attribute.binaryValue, 'base64'));
    } else {
      hash.update(Buffer.from([1]));
      withLength(Buffer.from(attribute.stringValue ?? '', 'utf8'));
    }
  }
  return hash.digest('hex');
}

/** The size SQS counts against its message size limit: the body plus each attribute's name, type and value. */
export function messageSize(body: string, attributes: SQSMessageAttributes): number {
  let size = Buffer.byteLength(body, 'utf8');
  for (const [name, attribute] of Object.entries(attributes)) {
    size += Buffer.byteLength(name, 'utf8') + Buffer.byteLength(attribute.dataType, 'utf8');
    size +=
      attribute.binaryValue !== undefined
        ? Buffer.from(attribute.binaryValue, 'base64').length
        : Buffer.byteLength(attribute.stringValue ?? '', 'utf8');
  }
  return size;
}
