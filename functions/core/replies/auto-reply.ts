/**
 * Automatic answers: what marks a message as a machine's, and what its words say it is.
 *
 * - **Machine marks** (headers people's clients never send): RFC 3834 `Auto-Submitted` other
 *   than `no`; the vendor headers `X-Autoreply`, `X-Autorespond`, `X-Auto-Response-Suppress`,
 *   `Precedence: bulk|junk|auto_reply|list`; an empty Return-Path; any report; a mail-system or
 *   no-reply sender.
 * - **Left the company**: a notice (or a person) saying the contact no longer works there, in
 *   English, French, German or Spanish. Checked before absence: an Exchange "Automatic reply"
 *   that says so is not an absence with a return.
 * - **Absence**: a subject such as "Out of office" or "Abwesenheitsnotiz", or an absence
 *   sentence with a return ("I am on leave until …", "je suis absente jusqu'au …"); a machine's
 *   message needs only an absence word.
 * - **Acknowledgements**: a ticket number in the subject, or the wording of automated mail ("this
 *   is an automated message", "we have received your request", "awaiting moderator approval").
 */
import type { InboundMail } from './inbound-mail';
import { APOSTROPHE, phrases } from './phrases';
import { MAIL_SYSTEM_SENDER, NO_REPLY_SENDER } from './senders';

function header(mail: InboundMail, name: string): string | undefined {
  return mail.headers.get(name)?.[0];
}

/** The header (or sender) that marks a message as a machine's, or undefined for none. */
export function machineMark(mail: InboundMail): string | undefined {
  const autoSubmitted = header(mail, 'auto-submitted');
  if (autoSubmitted !== undefined) {
    const value = (autoSubmitted.split(/[;(]/)[0] ?? '').trim().toLowerCase();
    // the keyword only (RFC 3834: auto-generated, auto-replied, auto-notified or an extension)
    if (value !== 'no') return `Auto-Submitted: ${/^[\w-]{1,40}$/.test(value) ? value : 'other'}`;
  }
  if (mail.headers.has('x-autoreply')) return 'X-Autoreply header';
  if (mail.headers.has('x-autorespond')) return 'X-Autorespond header';
  if (mail.headers.has('x-auto-response-suppress')) return 'X-Auto-Response-Suppress header';
  const precedence = header(mail, 'precedence')?.trim().toLowerCase();
  if (precedence && ['bulk', 'junk', 'auto_reply', 'list'].includes(precedence)) return `Precedence: ${precedence}`;
  if (mail.returnPath === '') return 'empty Return-Path';
  if (mail.contentType === 'multipart/report') return `multipart/report (${mail.reportType ?? 'no report-type'})`;
  if (mail.from && MAIL_SYSTEM_SENDER.test(mail.from)) return 'mail-system sender';
  if (mail.from && NO_REPLY_SENDER.test(mail.from)) return 'no-reply sender';
  return undefined;
}

/** The contact no longer works there, said by a notice or by them. */
const LEFT_COMPANY = phrases([
  `(?:is|are) no longer (?:with|at|employed (?:by|at)|working (?:for|at)|part of)`,
  'no longer works? (?:here|at|for|with)',
  `(?:i|we)(?:${APOSTROPHE}ve| have)? left (?:the company|the business|the firm|the organi[sz]ation)`,
  `i left [\\p{L}&-]+ (?:in|last|this|earlier|back in|at the end)`,
  `(?:has|have) left (?:the company|the business|the firm|the organi[sz]ation|our company)`,
  `i (?:no longer|don${APOSTROPHE}?t) work (?:at|for|with|here)`,
  `(?:i${APOSTROPHE}m|i am) no longer (?:with|at|employed)`,
  'moved on from',
  '(?:inbox|mailbox|e-?mail address|address|account) (?:\\S+ )?(?:is|has been) no longer (?:in use|active|monitored|being monitored)',
  `(?:a|ont) quitté (?:la société|l${APOSTROPHE}entreprise|le groupe|la compagnie|\\p{L}+)`,
  `j${APOSTROPHE}ai quitté (?:la société|l${APOSTROPHE}entreprise|le groupe|\\p{L}+)`,
  'ne fai(?:t|s) plus partie',
  'ne travaille plus',
  `n${APOSTROPHE}est plus (?:chez|dans|en poste|employée?)`,
  'je ne suis plus (?:chez|dans|employée?)',
  'nicht mehr (?:im unternehmen|bei|für|in unserem unternehmen)(?: (?:\\p{L}+ ){0,3}tätig| beschäftigt)?',
  'ist nicht mehr (?:\\p{L}+ ){0,3}tätig',
  `(?:hat|habe) (?:das|unser) unternehmen (?:\\p{L}+ ){0,3}verlassen`,
  '(?:hat|habe) die firma (?:\\p{L}+ ){0,3}verlassen',
  'ausgeschieden',
  'ya no (?:trabaj[ao]|forma parte|formo parte|está en|presta servicios)',
  '(?:ha|he) dejado (?:la|nuestra) (?:empresa|compañía|organización)',
  'ya no pertenece',
]);

export function leftCompanyWording(text: string): string | undefined {
  const found = LEFT_COMPANY.exec(text);
  // the reason is logged: an address in the phrase ("this inbox x@y is no longer in use") is left out
  return found ? `left the company "${found[0].replace(/\S+@\S+/g, '…')}"` : undefined;
}

/** Wording that says "absent" by itself, in a subject or a body, with or without headers. */
const ABSENCE_SUBJECT = phrases([
  'out of (?:the )?office',
  'ooo',
  'automatic reply',
  'auto(?:matic)? ?reply',
  'away from (?:the )?office',
  'on (?:annual |parental |maternity |paternity )?leave',
  'on vacation',
  'vacation reply',
  'on holiday',
  'absent(?:e)? du bureau',
  'absence du bureau',
  'absence',
  'réponse automatique',
  `message d${APOSTROPHE}absence`,
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
  'travell?ing',
  'urlaub',
  'abwesend',
  'nicht erreichbar',
  'vacances',
  'congés?',
  'en déplacement',
  'vacaciones',
  'ausente',
  'fuera de la oficina',
]);

/** The absence wording of a message, or undefined; weaker words count only for a machine's message. */
export function absenceWording(subject: string, body: string, machine: boolean): string | undefined {
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
  'this is an? automat(?:ed|ic|ically generated) (?:message|response|reply|email|e-mail|notification|acknowledge?ment)',
  'auto-?generated',
  '(?:please )?do not reply to this',
  'we (?:have )?received your (?:message|email|e-mail|request|inquiry|enquiry)',
  'your (?:request|message|ticket|case)(?: \\(#?\\d+\\))? (?:has been|was) (?:received|logged|registered)',
  'your case has been (?:logged|opened|created)',
  'thank(?:s| you) for (?:contacting|getting in touch|your (?:enquiry|inquiry))',
  'we aim to (?:answer|reply|respond)',
  'will (?:be )?(?:answer|respond|reply|get back to you)(?:ed)? (?:to )?(?:you )?within',
  '(?:awaiting|waiting for|until the list) moderator',
  'held (?:for|until)',
  'confirm that you are a human',
  'one-time (?:request|verification)',
  'nous avons (?:bien )?reçu votre',
  'nous accusons (?:bonne )?réception',
  'accusé de réception',
  'votre demande a (?:bien )?été (?:reçue|enregistrée|prise en compte)',
  'ceci est un message automatique',
  'message (?:généré )?automatique',
  'wir haben ihre (?:nachricht|anfrage|e-mail) erhalten',
  'eingangsbestätigung',
  'dies ist eine automatisch(?:e|generierte)?',
  'automatisch generiert\\p{L}*',
  'wir bearbeiten ihre anfrage',
  'hemos recibido su',
  'este es un mensaje automático',
  'mensaje automático',
  'su solicitud ha sido (?:recibida|registrada)',
  'le responderemos',
  'confirmación de recepción',
]);

/** The wording of an acknowledgement (a ticket, an automated answer), or undefined. */
export function acknowledgementWording(subject: string, body: string): string | undefined {
  if (TICKET_SUBJECT.test(subject)) return 'ticket number in the subject';
  const wording = AUTOMATED_WORDING.exec(`${subject}\n${body}`);
  return wording ? `automated wording "${wording[0]}"` : undefined;
}
