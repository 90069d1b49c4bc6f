import type { LinkSentence, PhraseBank } from './phrases';
import { reason, wordsOf } from './phrases';
import { lowerFirst, lowerTitleCase } from './sanitize';

// French puts a (narrow) no-break space before ? and :.
const NBSP = '\u00a0';

const DETERMINERS = new Set(['un', 'une', 'le', 'la', 'les', 'des', 'notre', 'nos', 'votre', 'vos', 'cette', 'ce', 'cet']);

// Verbs a product description usually starts with, in the third person ("Automatise les relances…").
const VERBS = new Set([
  'affiche',
  'aide',
  'alerte',
  'améliore',
  'analyse',
  'anticipe',
  'accélère',
  'automatise',
  'calcule',
  'centralise',
  'classe',
  'collecte',
  'connecte',
  'détecte',
  'diminue',
  'donne',
  'envoie',
  'évite',
  'facilite',
  'fournit',
  'génère',
  'gère',
  'identifie',
  'limite',
  'mesure',
  'offre',
  'optimise',
  'organise',
  'partage',
  'permet',
  'planifie',
  'prépare',
  'prévient',
  'prévoit',
  'propose',
  'protège',
  'rassemble',
  'rédige',
  'regroupe',
  'relance',
  'relie',
  'remplace',
  'repère',
  'réduit',
  'sécurise',
  'simplifie',
  'suit',
  'surveille',
  'synchronise',
  'traduit',
  'transforme',
  'transmet',
  'trie',
  'vérifie',
]);

const IRREGULAR_INFINITIVES = new Set([
  'construire',
  'conduire',
  'découvrir',
  'écrire',
  'faire',
  'lire',
  'mettre',
  'permettre',
  'prendre',
  'produire',
  'réduire',
  'rendre',
  'suivre',
  'traduire',
  'vendre',
  'voir',
  'recevoir',
  'obtenir',
  'tester',
]);
const NOT_INFINITIVES = new Set([
  'premier',
  'dernier',
  'entier',
  'léger',
  'cher',
  'hier',
  'fier',
  'métier',
  'dossier',
  'panier',
  'fichier',
  'quartier',
  'chantier',
  'papier',
  'atelier',
  'courrier',
  'calendrier',
  'plaisir',
  'avenir',
  'loisir',
  'désir',
]);

function isInfinitive(word: string): boolean {
  if (IRREGULAR_INFINITIVES.has(word)) return true;
  if (NOT_INFINITIVES.has(word) || word.length < 4) return false;
  return word.endsWith('er') || word.endsWith('ir');
}

function startsWithDeterminer(clause: string): boolean {
  const first = wordsOf(clause)[0] ?? '';
  return DETERMINERS.has(first) || /^l['’]/u.test(first);
}

/** "de" before a word, elided before a vowel ("d'Ingénieur"). */
function de(word: string): string {
  return /^[aeiouyàâäéèêëîïôöùûü]/iu.test(word) ? `d'${word}` : `de ${word}`;
}

function link(clause: string | undefined): LinkSentence {
  const first = clause ? (wordsOf(clause)[0] ?? '') : '';
  if (clause && isInfinitive(first)) {
    return { before: 'Si cela vous intéresse, vous pouvez ', anchor: lowerFirst(clause), after: ' ici.' };
  }
  if (clause && startsWithDeterminer(clause)) {
    return { before: 'Si le sujet vous parle, voici le lien pour ', anchor: lowerFirst(clause), after: '.' };
  }
  return { before: 'Si le sujet vous parle, ', anchor: 'voici un aperçu rapide', after: '.' };
}

/** The offline writer's French (vouvoiement, as in a first business email). */
export const FRENCH_PHRASES: PhraseBank = {
  rangeWord: 'à',
  intensifiers: ['le plus', 'la plus', 'les plus', 'très', 'vraiment', 'particulièrement', 'super'],
  conjunctions: ['et', 'ou', '&'],
  greetings: ['Bonjour'],
  industryInSentence: lowerTitleCase,

  hooks: {
    titleAndCompany: [
      (title, company) => `Comme vous êtes ${title} chez ${company},`,
      (title, company) => `Vous êtes ${title} chez ${company}, alors`,
      (title, company) => `J'ai vu que vous étiez ${title} chez ${company}, et`,
      (title, company) => `Vu votre rôle ${de(title)} chez ${company},`,
      (title, company) => `En lisant sur votre rôle ${de(title)} chez ${company},`,
      (title, company) => `Votre rôle ${de(title)} chez ${company} m'a interpellé, alors`,
      (title, company) => `Puisque vous êtes ${title} chez ${company},`,
    ],
    companyAndIndustry: [
      (company, industry) => `En regardant le secteur ${industry}, j'ai remarqué ${company}, et`,
      (company, industry) => `${company} a retenu mon attention dans le secteur ${industry}, alors`,
      (company, industry) => `Comme ${company} travaille dans le secteur ${industry},`,
      (company, industry) => `J'ai découvert ${company} en lisant sur le secteur ${industry}, et`,
      (company, industry) => `En m'intéressant au secteur ${industry}, j'ai trouvé ${company}, et`,
    ],
    company: [
      (company) => `J'ai découvert ${company} cette semaine, et`,
      (company) => `En lisant sur ${company},`,
      (company) => `J'ai regardé ce que fait ${company}, et`,
      (company) => `${company} a retenu mon attention, alors`,
      (company) => `Après un coup d'œil à ${company},`,
      (company) => `Comme votre équipe est chez ${company},`,
    ],
    title: [
      (title) => `Comme vous êtes ${title},`,
      (title) => `Vu votre rôle ${de(title)},`,
      (title) => `J'ai vu que vous étiez ${title}, et`,
      (title) => `En tant que ${title}, vous recevez sûrement beaucoup de messages, alors`,
      (title) => `Votre rôle ${de(title)} m'a interpellé, alors`,
    ],
    industry: [
      (industry) => `J'échange souvent avec des équipes du secteur ${industry}, et`,
      (industry) => `Comme vous travaillez dans le secteur ${industry},`,
      (industry) => `Beaucoup d'équipes du secteur ${industry} sont très occupées, alors`,
      (industry) => `En lisant sur le secteur ${industry},`,
    ],
    none: [
      'Je sais que votre boîte mail est bien remplie, alors',
      "J'ai découvert votre équipe récemment, et",
      "Votre équipe m'est venue à l'esprit cette semaine, alors",
      'En pensant aux équipes comme la vôtre,',
      'Je sais que votre temps est précieux, alors',
    ],
    reasons: [
      'je me permets de vous écrire',
      'je voulais vous envoyer un mot rapide',
      "j'ai pensé à vous tout de suite",
      "j'ai une idée simple pour votre équipe",
      'je vais faire court',
      'je pense que cela peut vous être utile',
      'je voulais vous écrire directement',
      'je crois que cette idée peut vous plaire',
      'je voulais partager une idée avec vous',
      "j'espère que ce court message vous sera utile",
      'je vous écris avec une idée simple',
      'je pense que nous pouvons vous faire gagner du temps',
      'je voulais vous présenter ce que nous faisons',
      "j'ai eu envie de vous écrire",
      'je voulais vous soumettre une idée',
      'je me suis dit que ce message pourrait vous intéresser',
    ].map(reason),
  },
  followUpHooks: {
    titleAndCompany: [(_title, company) => `Je reviens vers vous au sujet de mon idée pour ${company}.`],
    companyAndIndustry: [(company) => `Je reviens vers vous au sujet de mon idée pour ${company}.`],
    company: [(company) => `Je reviens vers vous au sujet de mon idée pour ${company}.`],
    title: [],
    industry: [],
    none: [
      'Je me permets de revenir vers vous suite à mon dernier message.',
      'Je reviens vers vous au cas où mon précédent message serait passé inaperçu.',
    ],
  },
  linkedInHooks: {
    titleAndCompany: [(title, company) => `J'ai vu que vous étiez ${title} chez ${company}.`],
    companyAndIndustry: [(company) => `J'ai découvert ${company} et je voulais vous écrire.`],
    company: [(company) => `J'ai découvert ${company} et je voulais vous écrire.`],
    title: [(title) => `J'ai vu que vous étiez ${title}.`],
    industry: [(industry) => `J'échange en ce moment avec plusieurs équipes du secteur ${industry}.`],
    none: ["J'ai vu votre profil et je voulais vous écrire."],
  },
  linkedInFollowUpHooks: ['Je reviens vers vous suite à mon dernier message.'],

  productSentence(product, clause) {
    const first = wordsOf(clause)[0] ?? '';
    if (first === 'nous') return `${clause}.`;
    if (startsWithDeterminer(clause)) return `${product} est ${lowerFirst(clause)}.`;
    if (VERBS.has(first)) return `${product} ${lowerFirst(clause)}.`;
    if (isInfinitive(first)) return `${product} aide les équipes comme la vôtre à ${lowerFirst(clause)}.`;
    return undefined;
  },
  labelledSentence: (product, clause) => `${product}, en quelques mots${NBSP}: ${clause}.`,
  proof(clause) {
    const [first = '', second = ''] = wordsOf(clause);
    if (/^(?:utilisé|adopté|choisi|plébiscité|déployé)e?s?$/u.test(first) && (second === 'par' || second === 'dans')) {
      return `, déjà ${lowerFirst(clause)}`;
    }
    if (first === 'a' && /^(?:aidé|permis|réduit|fait|économisé)$/u.test(second)) return `, et ${lowerFirst(clause)}`;
    return undefined;
  },
  genericProductSentences: [
    (product) => `Nous avons conçu ${product} pour des équipes comme la vôtre, et je pense qu'il pourrait vous être utile.`,
    (product) => `${product} a été pensé pour des équipes comme la vôtre, et je crois qu'il pourrait vous simplifier la tâche.`,
  ],
  plainBodies: [
    'Nous aidons des équipes comme la vôtre à gagner du temps sur ce type de travail.',
    'Nous travaillons avec des équipes comme la vôtre, et je pense que nous pourrions vous aider aussi.',
  ],

  ask(clause) {
    const first = wordsOf(clause)[0] ?? '';
    if (startsWithDeterminer(clause)) return `Seriez-vous disponible pour ${lowerFirst(clause)}${NBSP}?`;
    if (isInfinitive(first)) return `Souhaiteriez-vous ${lowerFirst(clause)}${NBSP}?`;
    return undefined;
  },
  genericAsks: [
    `Seriez-vous disponible pour en parler quelques minutes${NBSP}?`,
    `Auriez-vous un moment pour en discuter${NBSP}?`,
  ],
  link,
  softCloses: [`Est-ce un sujet qui vous parle${NBSP}?`, `Pensez-vous que cela pourrait être utile à votre équipe${NBSP}?`],
  softClosesWithCompany: [(company) => `Est-ce un sujet d'actualité chez ${company}${NBSP}?`],

  subjects: {
    withCompany: [
      (company) => `J'ai une idée pour votre équipe chez ${company}.`,
      (company) => `Voici une idée pour ${company}.`,
    ],
    withFirstName: ["{{firstName}}, j'ai une idée pour vous."],
    plain: ["J'ai une idée pour votre équipe.", "J'ai une question rapide pour vous.", `Est-ce un sujet pour vous${NBSP}?`],
    followUp: ['Je me permets de revenir vers vous.', 'Je reviens vers vous.'],
  },
};
