import type { LinkSentence, PhraseBank } from './phrases';
import { wordsOf } from './phrases';
import { lowerFirst } from './sanitize';

// Articles a clause in the nominative may start with; "Ihr" stays capitalised (the polite form).
const NOMINATIVE = new Set(['ein', 'eine', 'der', 'die', 'das', 'unser', 'unsere', 'ihr', 'ihre']);
// Articles a clause in the accusative may start with (what "vorschlagen" and "für" take).
const ACCUSATIVE = new Set(['ein', 'eine', 'einen', 'die', 'das', 'den', 'unser', 'unsere', 'unseren', 'ihr', 'ihre', 'ihren']);

// Verbs a product description usually starts with, in the third person ("Sagt Lastspitzen … vorher").
const VERBS = new Set([
  'beschleunigt',
  'bringt',
  'bündelt',
  'erinnert',
  'erkennt',
  'erleichtert',
  'ermöglicht',
  'erstellt',
  'ersetzt',
  'findet',
  'führt',
  'gibt',
  'hilft',
  'liefert',
  'macht',
  'meldet',
  'plant',
  'prüft',
  'reduziert',
  'sagt',
  'sammelt',
  'schützt',
  'senkt',
  'sendet',
  'sichert',
  'spart',
  'stellt',
  'steuert',
  'übersetzt',
  'überwacht',
  'unterstützt',
  'verbindet',
  'vereinfacht',
  'verkürzt',
  'vermeidet',
  'verteilt',
  'verwaltet',
  'warnt',
  'zeigt',
]);

/** Lower-cases a leading article, but not the polite "Ihr". */
function lowerArticle(clause: string): string {
  return /^Ihr/u.test(clause) ? clause : lowerFirst(clause);
}

/** The clause in the accusative, when it can tell: "ein kurzer Austausch" becomes "einen kurzen Austausch". */
function accusative(clause: string): string | undefined {
  if (!ACCUSATIVE.has(wordsOf(clause)[0] ?? '')) return undefined;
  return lowerArticle(clause).replace(/^ein\s+(\p{Ll}+)er(?=\s+\p{Lu})/u, 'einen $1en');
}

/** "Demo buchen" → ["Demo", "buchen"]: a phrase ending in an infinitive, split before it. */
function infinitivePhrase(clause: string): [string, string] | undefined {
  const match = /^(.+)\s(\p{Ll}+en)$/u.exec(clause);
  if (!match?.[1] || !match[2] || NOMINATIVE.has(wordsOf(clause)[0] ?? '')) return undefined;
  return [match[1], match[2]];
}

function link(clause: string | undefined): LinkSentence {
  const object = clause ? accusative(clause) : undefined;
  if (object) return { before: 'Falls das für Sie interessant ist, finden Sie hier den Link für ', anchor: object, after: '.' };
  if (clause && infinitivePhrase(clause)) {
    return { before: 'Falls das für Sie interessant ist, können Sie hier direkt ', anchor: clause, after: '.' };
  }
  return { before: 'Falls das für Sie interessant ist, finden Sie ', anchor: 'hier einen kurzen Überblick', after: '.' };
}

/** The offline writer's German (Sie, as in a first business email). */
export const GERMAN_PHRASES: PhraseBank = {
  rangeWord: 'bis',
  intensifiers: ['am meisten', 'sehr', 'besonders', 'wirklich', 'extrem', 'super', 'echt'],
  conjunctions: ['und', 'oder', '&'],
  greetings: ['Hallo'],
  // German nouns keep their capital letter inside a sentence.
  industryInSentence: (industry) => industry,

  hooks: {
    titleAndCompany: [
      (title, company) => `Da Sie ${title} bei ${company} sind,`,
      (title, company) => `Sie sind ${title} bei ${company}, daher`,
      (title, company) => `Ich habe gesehen, dass Sie ${title} bei ${company} sind, und`,
      (title, company) => `Als ${title} bei ${company} sind Sie die richtige Ansprechperson, daher`,
      (title, company) => `Ihre Rolle als ${title} bei ${company} ist mir aufgefallen, und`,
      (title, company) => `Weil Sie als ${title} bei ${company} arbeiten,`,
      (title, company) => `Ich habe von Ihrer Arbeit als ${title} bei ${company} gelesen, und`,
    ],
    companyAndIndustry: [
      (company, industry) => `Bei meiner Recherche zur Branche ${industry} bin ich auf ${company} gestoßen, und`,
      (company, industry) => `${company} ist mir in der Branche ${industry} aufgefallen, daher`,
      (company, industry) => `Da ${company} in der Branche ${industry} tätig ist,`,
      (company, industry) => `Ich habe mir Teams aus der Branche ${industry} wie ${company} angesehen, und`,
      (company, industry) => `Beim Blick auf die Branche ${industry} ist mir ${company} aufgefallen, daher`,
    ],
    company: [
      (company) => `Ich bin diese Woche auf ${company} gestoßen, und`,
      (company) => `Ich habe mir ${company} genauer angesehen, und`,
      (company) => `${company} ist mir bei meiner Recherche aufgefallen, daher`,
      (company) => `Nach einem Blick auf ${company}`,
      (company) => `Beim Lesen über ${company}`,
      (company) => `Da Ihr Team bei ${company} arbeitet,`,
    ],
    title: [
      (title) => `Da Sie als ${title} arbeiten,`,
      (title) => `Sie sind ${title}, daher`,
      (title) => `Ich habe gesehen, dass Sie ${title} sind, und`,
      (title) => `Als ${title} bekommen Sie sicher viele Nachrichten, daher`,
      (title) => `Ihre Rolle als ${title} ist mir aufgefallen, und`,
    ],
    industry: [
      (industry) => `Ich spreche derzeit mit vielen Teams aus der Branche ${industry}, und`,
      (industry) => `Da Sie in der Branche ${industry} arbeiten,`,
      (industry) => `Viele Teams aus der Branche ${industry} haben gerade viel zu tun, daher`,
      (industry) => `Bei meiner Recherche zur Branche ${industry}`,
    ],
    none: [
      'Ihr Posteingang ist sicher gut gefüllt, daher',
      'Ich bin kürzlich auf Ihr Team gestoßen, und',
      'Ihr Team ist mir diese Woche eingefallen, daher',
      'Mit Blick auf Teams wie Ihres',
      'Da Ihre Zeit knapp ist,',
    ],
    reasons: [
      { afterConjunction: 'ich schreibe Ihnen direkt', afterClause: 'schreibe ich Ihnen direkt' },
      { afterConjunction: 'ich habe eine kurze Idee für Sie', afterClause: 'habe ich eine kurze Idee für Sie' },
      { afterConjunction: 'ich fasse mich kurz', afterClause: 'fasse ich mich kurz' },
      { afterConjunction: 'ich dachte sofort an Sie', afterClause: 'dachte ich sofort an Sie' },
      { afterConjunction: 'ich möchte Ihnen eine Idee zeigen', afterClause: 'möchte ich Ihnen eine Idee zeigen' },
      { afterConjunction: 'ich melde mich kurz bei Ihnen', afterClause: 'melde ich mich kurz bei Ihnen' },
      {
        afterConjunction: 'ich glaube, das könnte Ihnen Zeit sparen',
        afterClause: 'glaube ich, das könnte Ihnen Zeit sparen',
      },
      { afterConjunction: 'ich wollte Ihnen kurz schreiben', afterClause: 'wollte ich Ihnen kurz schreiben' },
      { afterConjunction: 'ich teile gern eine Idee mit Ihnen', afterClause: 'teile ich gern eine Idee mit Ihnen' },
      {
        afterConjunction: 'ich hoffe, diese kurze Nachricht ist nützlich für Sie',
        afterClause: 'hoffe ich, diese kurze Nachricht ist nützlich für Sie',
      },
      { afterConjunction: 'ich habe an Ihr Team gedacht', afterClause: 'habe ich an Ihr Team gedacht' },
      { afterConjunction: 'ich stelle Ihnen kurz vor, was wir tun', afterClause: 'stelle ich Ihnen kurz vor, was wir tun' },
      { afterConjunction: 'ich wende mich direkt an Sie', afterClause: 'wende ich mich direkt an Sie' },
      { afterConjunction: 'ich habe einen kurzen Gedanken für Sie', afterClause: 'habe ich einen kurzen Gedanken für Sie' },
      { afterConjunction: 'ich wollte mich kurz vorstellen', afterClause: 'wollte ich mich kurz vorstellen' },
    ],
  },
  followUpHooks: {
    titleAndCompany: [(_title, company) => `Ich komme noch einmal auf meine Idee für ${company} zurück.`],
    companyAndIndustry: [(company) => `Ich komme noch einmal auf meine Idee für ${company} zurück.`],
    company: [(company) => `Ich komme noch einmal auf meine Idee für ${company} zurück.`],
    title: [],
    industry: [],
    none: [
      'Ich wollte kurz an meine letzte Nachricht erinnern, falls sie untergegangen ist.',
      'Ich melde mich noch einmal zu meiner letzten E-Mail.',
    ],
  },
  linkedInHooks: {
    titleAndCompany: [(title, company) => `Ich bin auf Ihr Profil als ${title} bei ${company} gestoßen.`],
    companyAndIndustry: [(company) => `Ich bin auf ${company} gestoßen und wollte mich kurz melden.`],
    company: [(company) => `Ich bin auf ${company} gestoßen und wollte mich kurz melden.`],
    title: [(title) => `Ich bin auf Ihr Profil als ${title} gestoßen.`],
    industry: [(industry) => `Ich spreche gerade mit einigen Teams aus der Branche ${industry}.`],
    none: ['Ich bin auf Ihr Profil gestoßen und wollte mich kurz melden.'],
  },
  linkedInFollowUpHooks: ['Ich wollte kurz an meine letzte Nachricht erinnern.'],

  productSentence(product, clause) {
    const first = wordsOf(clause)[0] ?? '';
    if (first === 'wir') return `${clause}.`;
    if (NOMINATIVE.has(first)) return `${product} ist ${lowerArticle(clause)}.`;
    if (VERBS.has(first) || first.endsWith('iert')) return `${product} ${lowerFirst(clause)}.`;
    return undefined;
  },
  labelledSentence: (product, clause) => `Das Ziel von ${product}: ${clause}.`,
  proof(clause) {
    const inUse = /^Im Einsatz (bei .+)$/u.exec(clause);
    if (inUse?.[1]) return `, und ist bereits ${inUse[1]} im Einsatz`;
    const usedBy = /^(Genutzt|Eingesetzt|Verwendet) (von|bei) (.+)$/u.exec(clause);
    if (usedBy?.[1] && usedBy[2] && usedBy[3]) return `, und wird bereits ${usedBy[2]} ${usedBy[3]} ${lowerFirst(usedBy[1])}`;
    return undefined;
  },
  genericProductSentences: [
    (product) => `Wir haben ${product} für Teams wie Ihres entwickelt, und ich glaube, es könnte Ihnen die Arbeit erleichtern.`,
    (product) => `${product} ist für Teams wie Ihres gemacht, und ich denke, es könnte für Sie nützlich sein.`,
  ],
  plainBodies: [
    'Wir helfen Teams wie Ihrem, bei genau dieser Art von Arbeit Aufwand zu sparen.',
    'Wir arbeiten mit Teams wie Ihrem zusammen und könnten auch Ihnen helfen.',
  ],

  ask(clause) {
    const object = accusative(clause);
    if (object) return `Darf ich Ihnen ${object} vorschlagen?`;
    const phrase = infinitivePhrase(clause);
    if (phrase) return `Hätten Sie Interesse, ${phrase[0]} zu ${phrase[1]}?`;
    return undefined;
  },
  genericAsks: ['Hätten Sie Interesse an einem kurzen Austausch dazu?', 'Wollen wir uns dazu kurz austauschen?'],
  link,
  softCloses: ['Ist das gerade ein Thema für Sie?', 'Wäre das für Ihr Team interessant?'],
  softClosesWithCompany: [(company) => `Wäre das für ${company} einen genaueren Blick wert?`],

  subjects: {
    withCompany: [
      (company) => `Ich habe eine Idee für Ihr Team bei ${company}.`,
      (company) => `Ich habe eine Idee für ${company}.`,
    ],
    withFirstName: ['{{firstName}}, ich habe eine kurze Frage an Sie.'],
    plain: ['Ich habe eine kurze Idee für Ihr Team.', 'Darf ich Ihnen eine kurze Frage stellen?', 'Ist das ein Thema für Sie?'],
    followUp: ['Haben Sie meine Nachricht gesehen?', 'Ich melde mich noch einmal bei Ihnen.'],
  },
};
