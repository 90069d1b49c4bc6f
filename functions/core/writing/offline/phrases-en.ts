import type { LinkSentence, PhraseBank } from './phrases';
import { reason, wordsOf } from './phrases';
import { lowerFirst, lowerTitleCase } from './sanitize';

const DETERMINERS = new Set(['a', 'an', 'the', 'one', 'our', 'your', 'this', 'two', 'three', 'each', 'every']);

// Verbs a product description or a call to action usually starts with, in their base form.
const VERBS = new Set([
  'add',
  'analyse',
  'analyze',
  'answer',
  'ask',
  'automate',
  'book',
  'bring',
  'build',
  'capture',
  'catch',
  'centralise',
  'centralize',
  'chat',
  'check',
  'claim',
  'clean',
  'collect',
  'compare',
  'connect',
  'create',
  'cut',
  'deliver',
  'detect',
  'discover',
  'discuss',
  'download',
  'draft',
  'explore',
  'find',
  'fill',
  'fix',
  'flag',
  'forecast',
  'generate',
  'get',
  'give',
  'grab',
  'handle',
  'help',
  'hire',
  'join',
  'keep',
  'learn',
  'let',
  'lift',
  'log',
  'lower',
  'make',
  'manage',
  'match',
  'measure',
  'meet',
  'monitor',
  'move',
  'organise',
  'organize',
  'pay',
  'plan',
  'post',
  'predict',
  'prevent',
  'price',
  'process',
  'protect',
  'provide',
  'pull',
  'rank',
  'read',
  'reduce',
  'register',
  'remind',
  'replace',
  'request',
  'review',
  'route',
  'run',
  'save',
  'schedule',
  'score',
  'screen',
  'secure',
  'see',
  'send',
  'set',
  'shorten',
  'show',
  'sign',
  'sort',
  'speed',
  'spot',
  'start',
  'store',
  'suggest',
  'support',
  'sync',
  'take',
  'talk',
  'test',
  'track',
  'train',
  'translate',
  'try',
  'turn',
  'use',
  'verify',
  'visit',
  'watch',
  'write',
]);

// Past forms an achievement starts with ("Helped 60 teams…"), with the participle that follows "it has".
const PAST_FORMS: Readonly<Record<string, string>> = {
  helped: 'helped',
  saved: 'saved',
  cut: 'cut',
  reduced: 'reduced',
  increased: 'increased',
  lowered: 'lowered',
  shortened: 'shortened',
  doubled: 'doubled',
  halved: 'halved',
  lifted: 'lifted',
  raised: 'raised',
  grew: 'grown',
  won: 'won',
  generated: 'generated',
  processed: 'processed',
  delivered: 'delivered',
  automated: 'automated',
  prevented: 'prevented',
  caught: 'caught',
  handled: 'handled',
  answered: 'answered',
  booked: 'booked',
};
const PASSIVE_FORMS = new Set(['used', 'trusted', 'chosen', 'adopted', 'backed', 'deployed', 'installed', 'relied']);

function baseVerb(word: string): string | undefined {
  if (VERBS.has(word)) return word;
  return undefined;
}

function thirdPersonVerb(word: string): boolean {
  if (!word.endsWith('s')) return false;
  const candidates = [word.slice(0, -1), word.slice(0, -2)];
  if (word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  return candidates.some((candidate) => VERBS.has(candidate));
}

function link(clause: string | undefined): LinkSentence {
  const first = clause ? (wordsOf(clause)[0] ?? '') : '';
  if (clause && baseVerb(first)) return { before: 'If it is useful, you can ', anchor: lowerFirst(clause), after: ' here.' };
  if (clause && DETERMINERS.has(first)) {
    return { before: 'If it sounds relevant, here is the link for ', anchor: lowerFirst(clause), after: '.' };
  }
  return { before: 'If it sounds relevant, ', anchor: 'here is a short overview', after: '.' };
}

/** The offline writer's English. */
export const ENGLISH_PHRASES: PhraseBank = {
  rangeWord: 'to',
  intensifiers: ['most', 'very', 'truly', 'really', 'super', 'extremely'],
  conjunctions: ['and', 'or', '&'],
  greetings: ['Hi', 'Hello'],
  industryInSentence: lowerTitleCase,

  hooks: {
    titleAndCompany: [
      (title, company) => `Since you are ${title} at ${company},`,
      (title, company) => `You are ${title} at ${company}, so`,
      (title, company) => `I saw that you are ${title} at ${company}, and`,
      (title, company) => `Given your role as ${title} at ${company},`,
      (title, company) => `I read about your work as ${title} at ${company}, and`,
      (title, company) => `Because you work as ${title} at ${company},`,
      (title, company) => `Your role as ${title} at ${company} caught my eye, so`,
      (title, company) => `I noticed your role as ${title} at ${company}, and`,
      (title, company) => `I found your profile as ${title} at ${company}, and`,
      (title, company) => `With your role as ${title} at ${company} in mind,`,
    ],
    companyAndIndustry: [
      (company, industry) => `I came across ${company} while looking at teams in ${industry}, and`,
      (company, industry) => `${company} stood out when I looked at teams in ${industry}, so`,
      (company, industry) => `Since ${company} works in ${industry},`,
      (company, industry) => `I was reading about teams in ${industry} like ${company}, and`,
      (company, industry) => `When I looked at teams in ${industry}, ${company} stood out, so`,
      (company, industry) => `I found ${company} while reading about ${industry}, and`,
    ],
    company: [
      (company) => `I came across ${company} this week, and`,
      (company) => `I was reading about ${company}, and`,
      (company) => `${company} came up when I was looking at teams like yours, so`,
      (company) => `I took a look at ${company}, and`,
      (company) => `While reading about ${company},`,
      (company) => `I saw what ${company} is up to, and`,
      (company) => `Since your team is at ${company},`,
    ],
    title: [
      (title) => `Since you work as ${title},`,
      (title) => `Given your role as ${title},`,
      (title) => `I saw that you are ${title}, and`,
      (title) => `As ${title}, you must get a lot of email, so`,
      (title) => `Your work as ${title} caught my eye, so`,
      (title) => `Because you are ${title},`,
    ],
    industry: [
      (industry) => `I talk with a lot of teams in ${industry}, and`,
      (industry) => `Since you work in ${industry},`,
      (industry) => `I have been reading about teams in ${industry}, and`,
      (industry) => `Many teams in ${industry} are busy this year, so`,
      (industry) => `I know teams in ${industry} are busy, so`,
    ],
    none: [
      'I know your inbox is busy, so',
      'I came across your team recently, and',
      'Your team came to mind this week, so',
      'I was thinking about teams like yours, and',
      'I know your time is short, so',
      'I have been looking at teams like yours, and',
    ],
    reasons: [
      'I have a short note for you',
      'I thought this might help',
      'I have one idea for you',
      'I will keep this short',
      'I wanted to write to you',
      'I think you may like this',
      'I had a thought to share',
      'I thought of you right away',
      'I hope a quick note is fine',
      'I think this could save you time',
      'I want to share what we do',
      'here is a short note',
      'I thought you should hear this',
      'I have a small idea for you',
      'I wanted to reach out',
      'I wanted to pass on one idea',
      'I have a quick thought for you',
      'I think we can help your team',
      'I wanted to say hello',
    ].map(reason),
  },
  followUpHooks: {
    titleAndCompany: [(_title, company) => `I am following up on my earlier note about an idea for ${company}.`],
    companyAndIndustry: [(company) => `I am following up on my earlier note about an idea for ${company}.`],
    company: [(company) => `I am following up on my earlier note about an idea for ${company}.`],
    title: [],
    industry: [],
    none: [
      'I wanted to follow up on my last email, in case it got buried.',
      'I am bringing my earlier note back to the top of your inbox.',
    ],
  },
  linkedInHooks: {
    titleAndCompany: [(title, company) => `I came across your work as ${title} at ${company}.`],
    companyAndIndustry: [(company) => `I came across ${company} and wanted to reach out.`],
    company: [(company) => `I came across ${company} and wanted to reach out.`],
    title: [(title) => `I came across your profile as ${title}.`],
    industry: [(industry) => `I have been speaking with a few teams in ${industry}.`],
    none: ['I came across your profile and wanted to reach out.'],
  },
  linkedInFollowUpHooks: ['Following up on my last message.', 'Just bringing my earlier message back up.'],

  productSentence(product, clause) {
    const words = wordsOf(clause);
    const first = words[0] ?? '';
    if (first === 'we') return `${clause}.`;
    if (DETERMINERS.has(first)) return `${product} is ${lowerFirst(clause)}.`;
    if (thirdPersonVerb(first)) return `${product} ${lowerFirst(clause)}.`;
    if (first === 'to' && baseVerb(words[1] ?? '')) return `${product} helps teams like yours ${clause.replace(/^to\s+/iu, '')}.`;
    if (baseVerb(first)) return `${product} helps teams like yours ${lowerFirst(clause)}.`;
    return undefined;
  },
  labelledSentence: (product, clause) => `${product} is built for teams like yours: ${lowerFirst(clause)}.`,
  proof(clause) {
    const [first = '', second = ''] = wordsOf(clause);
    if (PASSIVE_FORMS.has(first) && (second === 'by' || second === 'in' || second === 'on' || second === 'at')) {
      return `, already ${lowerFirst(clause)}`;
    }
    const participle = PAST_FORMS[first];
    if (participle) return `, and it has ${participle}${clause.slice(first.length)}`;
    return undefined;
  },
  genericProductSentences: [
    (product) => `We built ${product} for teams like yours, and I think it could make your work easier.`,
    (product) => `${product} was made for teams like yours, and I think it could be useful to you.`,
  ],
  plainBodies: [
    'We help teams like yours spend less effort on this kind of work.',
    'We work with teams like yours, and I think we could help you too.',
  ],

  ask(clause) {
    const first = wordsOf(clause)[0] ?? '';
    if (DETERMINERS.has(first)) return `Would you be open to ${lowerFirst(clause)}?`;
    if (baseVerb(first)) return `Would you like to ${lowerFirst(clause)}?`;
    return undefined;
  },
  genericAsks: ['Would a short chat help?', 'Could we talk about it soon?'],
  link,
  softCloses: ['Is this on your list this year?', 'Would this help your team?', 'Does this sound useful to you?'],
  softClosesWithCompany: [
    (company) => `Would this be worth a look at ${company}?`,
    (company) => `Could this help the team at ${company}?`,
  ],

  subjects: {
    withCompany: [
      (company) => `I have an idea for your team at ${company}.`,
      (company) => `Could this help you at ${company}?`,
      (company) => `Here is an idea for ${company}.`,
    ],
    withFirstName: ['{{firstName}}, I have a quick question for you.', '{{firstName}}, is this on your radar?'],
    plain: ['I have a quick idea for your team.', 'This could help your team.', 'Is this on your radar?'],
    followUp: ['Did you see my last note?', 'I have a quick follow-up for you.'],
  },
};
