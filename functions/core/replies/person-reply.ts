/**
 * A person's reply, read in the person's own words only (quoted history and signature removed:
 * our own email's P.S. invites "reply stop").
 *
 * A referral ("forwarding this to my colleague who handles …") is a REPLY marked as a referral
 * whatever else it says; a request to stop is a STOP; "I have left the company" is LEFT_COMPANY;
 * anything else a REPLY with its interest. A negated interest ("not interested", "we signed with
 * another vendor") is read before any positive signal, so it is never taken for interest.
 */
import { leftCompanyWording } from './auto-reply';
import type { Classification, ReplyInterest } from './classify';
import type { InboundMail } from './inbound-mail';
import { APOSTROPHE, phrases } from './phrases';
import { ownWords } from './quoted-text';

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
  `ne m${APOSTROPHE}(?:écrivez|envoyez|contactez|recontactez|sollicitez) plus`,
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
  '(?:schreiben|kontaktieren|mailen|senden) sie (?:mir|mich|uns) (?:bitte )?(?:keine e-?mails )?(?:nicht )?mehr',
  'löschen sie (?:mich|meine)',
  'dar(?:me|se|nos)? de baja',
  'no,? gracias',
  'elimín(?:ame|enme|ennos)',
  'eliminarme',
  'bórr(?:ame|enme)',
  'borrarme',
  'sáqu?(?:ame|enme) de',
  'no me (?:contacte|contactes|contacten|escriba|escribas|escriban|envíe|envíes|envien|envíen) más',
  'd[eé]n(?:me|nos) de baja',
  'b[aá]j(?:ame|enme|ennos)',
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
  'pas une priorité',
  `we${APOSTROPHE}?(?:re| are) (?:all |already )?(?:set|covered|good)`,
  'already (?:have|use|using|work with|working with|signed)',
  'pass on this',
  // "signed a two-year contract with another cold chain monitoring supplier"
  `(?:signed|went|gone|going|partnered|chose|chosen|decided to go) (?:[\\p{L}-]+ ){0,4}?with (?:another|a different|an?other) (?:[\\p{L}-]+ ){0,3}?(?:vendor|provider|supplier|solution|company|partner)`,
  '(?:another|a different) (?:vendor|provider|supplier)',
  'un autre (?:prestataire|fournisseur|partenaire)',
  '(?:einen|einem) anderen anbieter',
  'otro proveedor',
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
  'send (?:over |me |us )?(?:an? )?(?:calendar )?invite',
  'can you do (?:monday|tuesday|wednesday|thursday|friday|tomorrow|next week)',
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

/** A person's reply: a referral, a request to stop, a farewell, or a reply with its interest. */
export function personReply(mail: InboundMail, refersTo: string[]): Classification {
  const replyText = ownWords(mail.text);
  if (REFERRAL.test(replyText)) {
    const interest: ReplyInterest = !NOT_INTERESTED.test(replyText) && INTERESTED.test(replyText) ? 'INTERESTED' : 'NEUTRAL';
    return { kind: 'REPLY', reason: 'referral to a colleague', replyText, interest, referral: true, refersTo };
  }
  const stop = stopRequest(replyText);
  if (stop) return { kind: 'STOP', reason: `stop request "${stop}"`, replyText, interest: 'NOT_INTERESTED', refersTo };
  const left = leftCompanyWording(replyText);
  if (left) return { kind: 'LEFT_COMPANY', reason: left, replyText, refersTo };
  const { interest, phrase } = readInterest(replyText);
  return { kind: 'REPLY', reason: phrase ? `reply (${phrase})` : 'reply', replyText, interest, refersTo };
}
