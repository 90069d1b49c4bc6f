/**
 * What a message that arrived in a rep's mailbox is, read the way a careful person would: headers
 * first, because machines say so in their headers and people's clients never do; then the body.
 *
 * 1. **Delivery reports** (RFC 3464): a `multipart/report; report-type=delivery-status`, or a
 *    message from a postmaster or mailer-daemon (of any domain) whose body reads like a bounce, as
 *    Postfix, Exchange and Gmail send them. Only a permanent failure (a 5.x.x status, from the
 *    delivery-status part, else an enhanced status or SMTP 5xx code in the text) is a
 *    HARD_BOUNCE: it suppresses the contact for good, so a delay (4.x.x, `Action: delayed`,
 *    Gmail's "(Delay)" notice) or a report without any status is a SOFT_BOUNCE.
 * 2. **A machine's message** (`Auto-Submitted` other than `no`, `X-Autoreply`, `X-Autorespond`,
 *    `X-Auto-Response-Suppress`, `Precedence: bulk|junk|auto_reply`, an empty Return-Path, a
 *    report, a no-reply or mail-system sender) is never a REPLY or a STOP: an absence notice when
 *    it carries any absence wording, an AUTO_REPLY otherwise.
 * 3. **An absence notice without those headers** (some clients and mail systems send none): a
 *    subject such as "Out of office" or "Abwesenheitsnotiz", or an absence sentence with a
 *    return ("I am on leave until …", "je suis absente jusqu'au …", "bin bis … nicht im Büro",
 *    "estaré fuera hasta …").
 * 4. **An acknowledgement without those headers**: a ticket number in the subject, or the
 *    wording of automated mail ("this is an automated message", "we have received your request").
 * 5. **A person's reply**, read in the person's own words only (quoted history and signature
 *    removed: our own email's P.S. invites "reply stop"). A referral ("forwarding this to my
 *    colleague who handles …") is a REPLY whatever else it says; a request to stop is a STOP;
 *    anything else a REPLY with its interest. A negated interest ("not interested") is read
 *    before any positive signal, so it is never taken for interest.
 */
import { APOSTROPHE, phrases } from './phrases';
import type { InboundMail } from './inbound-mail';
import { messageIdsIn } from './inbound-mail';
import { ownWords } from './quoted-text';
import { findReturnDate } from './return-date';

export const INBOUND_CLASSES = ['REPLY', 'STOP', 'OUT_OF_OFFICE', 'AUTO_REPLY', 'HARD_BOUNCE', 'SOFT_BOUNCE'] as const;
export type InboundClass = (typeof INBOUND_CLASSES)[number];

export type ReplyInterest = 'INTERESTED' | 'NOT_INTERESTED' | 'NEUTRAL';

export interface Classification {
  readonly kind: InboundClass;
  /** what decided (a header, a phrase, a status); never an address */
  readonly reason: string;
  /** REPLY and STOP: the person's own words, quoted history stripped */
  readonly replyText?: string;
  /** REPLY and STOP */
  readonly interest?: ReplyInterest;
  /** OUT_OF_OFFICE: 'YYYY-MM-DD' found in the text, if any */
  readonly returnDate?: string;
  /** HARD_BOUNCE / SOFT_BOUNCE: the DSN status, e.g. '5.1.1' */
  readonly status?: string;
  /** HARD_BOUNCE / SOFT_BOUNCE: the failed recipient, lower case */
  readonly recipient?: string;
  /**
   * Message-IDs (with <>) the message is about, most trusted first, no duplicates: for a delivery
   * report the original message's (from its headers, else any in the report's text); otherwise
   * In-Reply-To, then References newest first.
   */
  readonly refersTo: readonly string[];
}

/** Classifies one inbound message. Pure: the same message always gives the same answer. */
export function classifyInbound(mail: InboundMail): Classification {
  const report = deliveryReport(mail);
  if (report) return report;

  const refersTo = threadReferences(mail);
  const machine = machineMark(mail);
  const body = ownWords(mail.text) || mail.text;
  const absence = absenceWording(mail.subject, body, machine !== undefined);
  if (absence) {
    const returnDate = findReturnDate(`${mail.subject}\n${body}`, mail.date);
    const reason = machine ? `${machine}; ${absence}` : absence;
    return returnDate ? { kind: 'OUT_OF_OFFICE', reason, returnDate, refersTo } : { kind: 'OUT_OF_OFFICE', reason, refersTo };
  }
  if (machine) return { kind: 'AUTO_REPLY', reason: machine, refersTo };
  const acknowledgement = acknowledgementWording(mail.subject, body);
  if (acknowledgement) return { kind: 'AUTO_REPLY', reason: acknowledgement, refersTo };

  return personReply(mail, refersTo);
}

// ---------------------------------------------------------------------------------------------
// headers

const MAIL_SYSTEM_SENDER = /^(?:postmaster|mailer-daemon|mail-daemon|mailerdaemon)@/i;
const NO_REPLY_SENDER = /^(?:no-?reply|do-?not-?reply|donotreply|noreply-[\w-]+|notifications?|auto-?reply|autoresponder)@/i;

function header(mail: InboundMail, name: string): string | undefined {
  return mail.headers.get(name)?.[0];
}

/** The header (or sender) that marks a message as a machine's, or undefined for none. */
export function machineMark(mail: InboundMail): string | undefined {
  const autoSubmitted = header(mail, 'auto-submitted');
  if (autoSubmitted !== undefined) {
    const value = (autoSubmitted.split(';')[0] ?? '').trim().toLowerCase();
    // the keyword only (RFC 3834: auto-generated, auto-replied, auto-notified or an extension)
    if (value !== 'no') return `Auto-Submitted: ${/^[\w-]{1,40}$/.test(value) ? value : 'other'}`;
  }
  if (mail.headers.has('x-autoreply')) return 'X-Autoreply header';
  if (mail.headers.has('x-autorespond')) return 'X-Autorespond header';
  if (mail.headers.has('x-auto-response-suppress')) return 'X-Auto-Response-Suppress header';
  const precedence = header(mail, 'precedence')?.trim().toLowerCase();
  if (precedence === 'bulk' || precedence === 'junk' || precedence === 'auto_reply') return `Precedence: ${precedence}`;
  if (mail.returnPath === '') return 'empty Return-Path';
  if (mail.contentType === 'multipart/report') return `multipart/report (${mail.reportType ?? 'no report-type'})`;
  if (mail.from && MAIL_SYSTEM_SENDER.test(mail.from)) return 'mail-system sender';
  if (mail.from && NO_REPLY_SENDER.test(mail.from)) return 'no-reply sender';
  return undefined;
}

/** In-Reply-To, then References newest first, without duplicates. */
function threadReferences(mail: InboundMail): string[] {
  return unique([...messageIdsIn(mail.inReplyTo), ...[...mail.references].reverse()]);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

// ---------------------------------------------------------------------------------------------
// delivery reports

const BOUNCE_WORDING = phrases([
  'undeliver(?:ed|able)',
  'delivery (?:status notification|has failed|failed|failure|incomplete|delayed|problem)',
  'returned mail',
  'returned to sender',
  'failure notice',
  'could not be delivered',
  "couldn['’]t be delivered",
  "wasn['’]t delivered",
  'mail delivery (?:failed|subsystem|system)',
  'address not found',
  'message not delivered',
  'non remis',
  'non-remise',
  'échec de (?:la )?remise',
  'unzustellbar',
  'nicht zugestellt',
  'no se (?:pudo|ha podido) entregar',
  'no entregado',
  'recipient address rejected',
  'user unknown',
  'mailbox unavailable',
]);
const DELAY_WORDING = phrases([
  '\\(delay\\)',
  'delivery (?:delayed|incomplete)',
  'delayed mail',
  'has not (?:yet )?been delivered',
  'will (?:continue to )?(?:retry|try again)',
  'still trying',
  'temporar(?:y|ily)',
  'zustellung verzögert',
  'remise différée',
  'entrega retrasada',
]);
const ENHANCED_STATUS = /(?<![\w.])([245])\.(\d{1,3})\.(\d{1,3})(?![\w]|\.\d)/;
const SMTP_REPLY_CODE = /(?<![\w.#-])([45][0-5]\d)(?=[ -](?:[245]\.\d|[#<(]?\p{L}))/u;
const EMAIL_ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;

function deliveryReport(mail: InboundMail): Classification | undefined {
  const asReport = mail.contentType === 'multipart/report' && (mail.reportType === 'delivery-status' || mail.deliveryStatus);
  const fromMailSystem = mail.from !== undefined && MAIL_SYSTEM_SENDER.test(mail.from);
  const reportText = `${mail.subject}\n${mail.text}`;
  if (!asReport && !(fromMailSystem && (BOUNCE_WORDING.test(reportText) || mail.deliveryStatus !== undefined))) return undefined;

  const fields = mail.deliveryStatus ? recipientFields(mail.deliveryStatus) : undefined;
  const textStatus = statusInText(reportText);
  const status = fields?.status ?? textStatus;
  const delayed = fields?.action === 'delayed' || DELAY_WORDING.test(mail.subject) || (!status && DELAY_WORDING.test(reportText));
  const recipient = failedRecipient(mail, fields?.recipient);
  const refersTo = reportReferences(mail, recipient);
  const extra = { ...(status ? { status } : {}), ...(recipient ? { recipient } : {}), refersTo };
  const source = fields?.status ? 'Status field' : 'status code in the text';

  if (status?.startsWith('2') && !delayed) {
    return { kind: 'AUTO_REPLY', reason: `delivery report of a delivered message (${status})`, refersTo };
  }
  if (delayed) return { kind: 'SOFT_BOUNCE', reason: `delivery delayed${status ? ` (${status})` : ''}`, ...extra };
  if (status?.startsWith('5')) return { kind: 'HARD_BOUNCE', reason: `permanent failure ${status} (${source})`, ...extra };
  if (status?.startsWith('4')) return { kind: 'SOFT_BOUNCE', reason: `temporary failure ${status} (${source})`, ...extra };
  return { kind: 'SOFT_BOUNCE', reason: 'delivery report without a status', ...extra };
}

interface RecipientFields {
  readonly status?: string;
  readonly action?: string;
  readonly recipient?: string;
}

/**
 * The per-recipient fields of a delivery-status part (RFC 3464 §2.3): the first recipient block
 * with a Status, a failed one preferred over a delayed or delivered one.
 */
function recipientFields(deliveryStatus: string): RecipientFields | undefined {
  const blocks = deliveryStatus
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => {
      const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(block)?.[1]?.trim();
      const status = /([245]\.\d{1,3}\.\d{1,3})/.exec(field('Status') ?? '')?.[1];
      const recipient = (field('Final-Recipient') ?? field('Original-Recipient'))?.replace(/^[^;]*;\s*/, '').toLowerCase();
      return { status, action: field('Action')?.toLowerCase(), recipient };
    })
    .filter((block) => block.status !== undefined || block.recipient !== undefined);
  return blocks.find((block) => block.action === 'failed') ?? blocks.find((block) => block.status !== undefined) ?? blocks[0];
}

/** An enhanced status code in a report's text, else an SMTP reply code (550 → 5.0.0). */
function statusInText(text: string): string | undefined {
  const enhanced = ENHANCED_STATUS.exec(text);
  if (enhanced) return `${enhanced[1]}.${enhanced[2]}.${enhanced[3]}`;
  const code = SMTP_REPLY_CODE.exec(text);
  return code?.[1] ? `${code[1][0]}.0.0` : undefined;
}

function failedRecipient(mail: InboundMail, fromFields: string | undefined): string | undefined {
  const listed = header(mail, 'x-failed-recipients')?.split(',')[0]?.trim().toLowerCase();
  if (fromFields) return fromFields;
  if (listed) return listed;
  const own = new Set([mail.from, ...mail.to]);
  return (mail.text.match(EMAIL_ADDRESS) ?? [])
    .map((address) => address.toLowerCase())
    .find((address) => !own.has(address) && !MAIL_SYSTEM_SENDER.test(address));
}

/**
 * The original message's Message-ID: from its attached headers; else from a Message-ID line of
 * the report's text; else any `<id@host>` in the text that is not an address the report names.
 */
function reportReferences(mail: InboundMail, recipient: string | undefined): string[] {
  const fromHeaders = mail.originalHeaders ? messageIdField(mail.originalHeaders) : [];
  const text = `${mail.text}\n${mail.deliveryStatus ?? ''}`;
  const fromLine = messageIdField(text);
  const addresses = new Set(
    [recipient, mail.from, ...mail.to].filter((value) => value !== undefined).map((value) => `<${value}>`),
  );
  const anywhere = messageIdsIn(text).filter((id) => id !== mail.messageId && !addresses.has(id.toLowerCase()));
  return unique([...fromHeaders, ...fromLine, ...anywhere, ...threadReferences(mail)]);
}

function messageIdField(text: string): string[] {
  const found = /^[ \t]*Message-ID:[ \t]*(<[^<>\s]+>)/im.exec(text.replace(/\r\n?/g, '\n').replace(/\n[ \t]+/g, ' '));
  return found?.[1] ? messageIdsIn(found[1]) : [];
}

// ---------------------------------------------------------------------------------------------
// absence notices and acknowledgements

/** Wording that says "absent" by itself, in a subject or a body, with or without headers. */
const ABSENCE_SUBJECT = phrases([
  'out of (?:the )?office',
  'ooo',
  'automatic reply',
  'away from (?:the )?office',
  'on (?:annual |parental |maternity |paternity )?leave',
  'on vacation',
  'on holiday',
  'absent(?:e)? du bureau',
  'absence du bureau',
  'réponse automatique',
  "message d['’]absence",
  'abwesenheitsnotiz',
  'abwesenheit',
  'automatische antwort',
  'nicht im büro',
  'außer haus',
  'fuera de la oficina',
  'respuesta automática',
  'ausente',
  'de vacaciones',
]);
/** An absence sentence in a body: someone saying they are away, and (below) until when. */
const ABSENCE_SENTENCE = phrases([
  `(?:i am|i${APOSTROPHE}m|i will be|i${APOSTROPHE}ll be|i shall be)\\s+(?:currently\\s+|now\\s+)?(?:out of (?:the )?office|away|on (?:\\p{L}+ )?leave|on vacation|on holiday|off work|travell?ing|out of town|out until)`,
  'out of (?:the )?office',
  `je (?:suis|serai) (?:actuellement )?(?:absente?|en (?:congés?|vacances|déplacement)|hors du bureau)`,
  'absente? du bureau',
  `(?:ich )?bin (?:derzeit |momentan |aktuell )?(?:bis .{1,40}? )?(?:nicht im büro|im urlaub|abwesend|außer haus|nicht erreichbar)`,
  'nicht im büro',
  `(?:estoy|estaré) (?:fuera|ausente|de vacaciones|de viaje|fuera de la oficina)`,
  'fuera de la oficina',
]);
/** A return or an end to the absence, which a body's absence sentence needs beside it. */
const RETURN_WORDING = phrases([
  'until',
  'till',
  'back',
  'return(?:ing)?',
  'limited access',
  'urgent',
  `jusqu${APOSTROPHE}(?:au|à|a)`,
  'retour',
  'urgence',
  'bis',
  'zurück',
  'dringend',
  'hasta',
  'regreso',
  'volveré',
  'urgente',
]);
/** Weaker wording, enough when a header already says a machine sent it. */
const ABSENCE_WORD = phrases([
  'vacation',
  'on holiday',
  'holidays? until',
  '(?:annual|parental|maternity|paternity|sick|on) leave',
  'away (?:from|until|till)',
  'absente?',
  'back on',
  'urlaub',
  'abwesend',
  'vacances',
  'congés?',
  'vacaciones',
  'ausente',
]);

/** The absence wording of a message, or undefined; weaker words count only for a machine's message. */
function absenceWording(subject: string, body: string, machine: boolean): string | undefined {
  const inSubject = ABSENCE_SUBJECT.exec(subject);
  if (inSubject) return `absence subject "${inSubject[0].trim()}"`;
  const sentence = ABSENCE_SENTENCE.exec(body);
  if (sentence && (machine || RETURN_WORDING.test(body))) return `absence wording "${sentence[0]}"`;
  if (machine) {
    const word = ABSENCE_WORD.exec(`${subject}\n${body}`);
    if (word) return `absence wording "${word[0]}"`;
  }
  return undefined;
}

const TICKET_SUBJECT =
  /\[(?:ticket|case|request|incident|support)?\s*#?\s*[A-Z]*-?\d{3,}\]|\b(?:ticket|case|request|incident)\s*(?:#|no\.?|number|id)\s*:?\s*[A-Z]*-?\d{3,}/i;
const AUTOMATED_WORDING = phrases([
  'this is an? automat(?:ed|ic) (?:message|response|reply|email|e-mail|notification|acknowledge?ment)',
  'auto-?generated',
  '(?:please )?do not reply to this',
  'we (?:have )?received your (?:message|email|e-mail|request|inquiry|enquiry)',
  'your (?:request|message|ticket) has been (?:received|logged)',
  'nous avons (?:bien )?reçu votre',
  'ceci est un message automatique',
  'wir haben ihre (?:nachricht|anfrage|e-mail) erhalten',
  'dies ist eine automatische',
  'hemos recibido su',
  'este es un mensaje automático',
]);

function acknowledgementWording(subject: string, body: string): string | undefined {
  if (TICKET_SUBJECT.test(subject)) return 'ticket number in the subject';
  const wording = AUTOMATED_WORDING.exec(`${subject}\n${body}`);
  return wording ? `automated wording "${wording[0]}"` : undefined;
}

// ---------------------------------------------------------------------------------------------
// a person's reply

const REFERRAL = phrases([
  `(?:i${APOSTROPHE}m |i am |i${APOSTROPHE}ve |i have |i${APOSTROPHE}ll )?forward(?:ing|ed)? (?:this|your (?:email|e-mail|message|note)|it) (?:on )?to`,
  `(?:adding|looping in|copying(?: in)?|cc${APOSTROPHE}?(?:ing|ed|d)) (?:my )?(?:\\p{L}+ ){0,3}who`,
  `(?:the right person|better person|best person) (?:for this |to talk to )?(?:is|would be)`,
  `who (?:handles|owns|is responsible for|looks after|runs|manages) (?:this|that|these|our)`,
  `je (?:transfère|transmets|fais suivre) (?:votre (?:message|e-?mail)|ceci|cela|ce message) à`,
  `(?:mon|ma) collègue (?:\\p{L}+ ){0,2}qui (?:s${APOSTROPHE}occupe|gère|est en charge)`,
  `ich (?:leite|gebe) (?:das|dies|ihre (?:nachricht|e-mail|anfrage)) (?:an|weiter)`,
  `(?:mein(?:e|en)? )?(?:kollege|kollegin|kollegen) (?:\\p{L}+ ){0,2}(?:der|die) (?:dafür )?zuständig`,
  `(?:reenvío|reenvio|remito|paso) (?:tu|su|este) (?:correo|mensaje|email) a`,
  `(?:mi )?(?:compañer[oa]|colega) (?:\\p{L}+ ){0,2}(?:que|quien) (?:se encarga|lleva|gestiona)`,
]);

/** A request to hear no more, in a person's own words; "stop" alone needs care (see below). */
const STOP_REQUEST = phrases([
  'unsubscribe',
  'unsubscribe me',
  'remove (?:me|us|my (?:email|address|details))',
  'take (?:me|us) off',
  'opt (?:me |us )?out',
  `(?:don${APOSTROPHE}?t|do not|please never) (?:contact|email|e-mail|write to|message|call) (?:me|us)`,
  'stop (?:emailing|e-mailing|contacting|sending|writing|messaging|spamming|reaching out)',
  'please stop',
  'no,? thanks?',
  'no,? thank you',
  'leave me alone',
  'désinscri\\p{L}*',
  'désabonn\\p{L}*',
  'retirez-(?:moi|nous)',
  'retirer (?:mon adresse|mes coordonnées)',
  'supprimez-(?:moi|nous)',
  'non,? merci',
  'ne (?:me )?(?:contactez|recontactez|écrivez) plus',
  'ne plus (?:me )?(?:contacter|écrire|solliciter)',
  'arrêtez de (?:m|nous)',
  'abmelden',
  'abbestellen',
  'austragen',
  'entfernen sie (?:mich|uns|meine)',
  'bitte entfernen',
  'nein,? danke',
  'keine (?:weiteren )?(?:e-?mails|nachrichten|kontaktaufnahme)',
  'nicht mehr (?:kontaktieren|anschreiben|schreiben)',
  'löschen sie (?:mich|meine)',
  'dar(?:me|se|nos)? de baja',
  'no,? gracias',
  'elimín(?:ame|enme|ennos)',
  'eliminarme',
  'bórr(?:ame|enme)',
  'borrarme',
  'sáqu?(?:ame|enme) de',
  'no me (?:contacte|contactes|escriba|escribas|envíe|envíes|envien|envíen) más',
  'dej(?:a|e|en) de (?:escribirme|enviarme|contactarme|escribirnos)',
]);
const STOP_REQUESTS = new RegExp(STOP_REQUEST.source, 'giu');
/** "Don't stop sending these": a negation just before a stop phrase turns it around. */
const NEGATION_BEFORE = new RegExp(`(?:don${APOSTROPHE}?t|do not|never|not|n${APOSTROPHE}t)\\s+(?:\\p{L}+\\s+)?$`, 'iu');
/** "STOP" by itself (the whole reply, or its first line), or shouted within it. */
const BARE_STOP = /^\s*(?:stop|arrêt|arrêtez|stopp|alto|basta)\s*[.!]*\s*$/imu;
const SHOUTED_STOP = /(?<![\p{L}])(?:STOP|STOPP)(?![\p{L}])/u;
const NEGATED_STOP = new RegExp(`(?:don${APOSTROPHE}?t|do not|never|not|n${APOSTROPHE}t)\\s+(?:\\p{L}+\\s+){0,2}stop`, 'iu');

const NEGATOR = `(?:not|\\p{L}*n${APOSTROPHE}t|no|never|nor|neither|without|no longer|nothing)`;
const NOT_INTERESTED = phrases([
  `${NEGATOR}(?:\\s+[\\p{L}'’]+){0,3}?\\s+interest(?:ed|ing)?`,
  'no interest',
  `not (?:a |the )?(?:good |right |great |strong )?fit`,
  'not right now',
  'not at (?:this time|the moment|the minute)',
  'not (?:this|right) (?:now|year|quarter)',
  'not for us',
  'not now',
  'not a priority',
  `we${APOSTROPHE}?(?:re| are) (?:all |already )?(?:set|covered|good)`,
  'already (?:have|use|using|work with|working with|signed)',
  'pass on this',
  `(?:we|i)(?:${APOSTROPHE}ll| will)(?: have to)? pass`,
  'no budget',
  `pas (?:\\p{L}+\\s+){0,2}intéress\\p{L}*`,
  `(?:ne|n${APOSTROPHE}) (?:\\p{L}+\\s+){0,3}intéresse(?:nt)? pas`,
  `pas (?:pour le moment|maintenant|le bon moment|d${APOSTROPHE}actualité)`,
  'aucun intérêt',
  `pas d${APOSTROPHE}intérêt`,
  'pas de besoin',
  `kein(?:e|en)? (?:\\p{L}+\\s+)?(?:interesse|bedarf)`,
  `nicht (?:\\p{L}+\\s+){0,2}interessiert`,
  'derzeit nicht',
  'passt (?:leider )?nicht',
  `no (?:\\p{L}+\\s+){0,3}interes\\p{L}*`,
  'ningún interés',
  'no es (?:el )?(?:buen )?momento',
  'ahora no',
  'no encaja',
]);
const INTERESTED = phrases([
  'interest(?:ed|ing)',
  `let${APOSTROPHE}?s (?:talk|chat|connect|meet|set up|schedule|find a time|do it|hop on|jump on)`,
  'book (?:a |some )?(?:call|meeting|demo|time)',
  '(?:schedule|set up|arrange|have) (?:a |some )?(?:quick )?(?:call|meeting|demo|chat)',
  'sounds (?:good|great|interesting|promising)',
  'send (?:me |us |over )*(?:more|some|the) (?:info|information|details|material|deck|pricing|case stud\\p{L}+)',
  'send me more',
  'tell me more',
  'learn more',
  'happy to (?:chat|talk|meet|connect|hop|jump|take a look)',
  'when are you (?:free|available)',
  'what times?',
  'free (?:on|for a call|next)',
  'call me',
  '(?:works|suits) (?:for )?(?:me|us)',
  '(?:monday|tuesday|wednesday|thursday|friday|tomorrow|next week) (?:works|suits)',
  'count (?:me|us) in',
  'intéress\\p{L}*',
  `ça m${APOSTROPHE}intéresse`,
  'parlons',
  'échangeons',
  'rendez-vous',
  'envoyez-moi (?:plus|davantage|des informations)',
  'volontiers',
  'avec plaisir',
  'interessiert',
  'interesse',
  'gerne?',
  'klingt gut',
  'termin',
  'telefonat',
  'mehr (?:infos|informationen)',
  'me interesa',
  'interesad[oa]s?',
  'hablemos',
  'suena bien',
  'envíame más',
  'más información',
  'agendemos',
  'agendar',
]);

function personReply(mail: InboundMail, refersTo: string[]): Classification {
  const replyText = ownWords(mail.text);
  const referral = REFERRAL.exec(replyText);
  if (referral) {
    const interest: ReplyInterest = !NOT_INTERESTED.test(replyText) && INTERESTED.test(replyText) ? 'INTERESTED' : 'NEUTRAL';
    return { kind: 'REPLY', reason: 'referral to a colleague', replyText, interest, refersTo };
  }
  const stop = stopRequest(replyText);
  if (stop) return { kind: 'STOP', reason: `stop request "${stop}"`, replyText, interest: 'NOT_INTERESTED', refersTo };
  const { interest, phrase } = readInterest(replyText);
  return { kind: 'REPLY', reason: phrase ? `reply (${phrase})` : 'reply', replyText, interest, refersTo };
}

/** The wording of a request to stop in a person's own words, or undefined. */
export function stopRequest(ownText: string): string | undefined {
  for (const phrase of ownText.matchAll(STOP_REQUESTS)) {
    if (!NEGATION_BEFORE.test(ownText.slice(Math.max(0, phrase.index - 30), phrase.index))) return phrase[0];
  }
  const bare = BARE_STOP.exec(ownText);
  if (bare) return bare[0].trim();
  const shouted = SHOUTED_STOP.exec(ownText);
  if (shouted && !NEGATED_STOP.test(ownText)) return shouted[0];
  return undefined;
}

/** The interest a reply shows: a negated interest is read first, so it never counts as interest. */
export function readInterest(ownText: string): { interest: ReplyInterest; phrase?: string } {
  const negative = NOT_INTERESTED.exec(ownText);
  if (negative) return { interest: 'NOT_INTERESTED', phrase: negative[0] };
  const positive = INTERESTED.exec(ownText);
  if (positive) return { interest: 'INTERESTED', phrase: positive[0] };
  return { interest: 'NEUTRAL' };
}
