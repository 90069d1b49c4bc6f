import type { Language } from '../../domain/campaign';

/**
 * Does a short sentence (an email subject) hold a finite verb? The writing rules want the subject to be a
 * complete sentence, and "A quick idea for your team." is not one. There is no parser here, only
 * word lists and a few positions a finite verb takes, per language (docs/writing.md, "A finite
 * verb in the subject", says what each rule catches and what it misses). The lists are for the
 * short sentences of a cold email, not for any text: the aim is to reject a verbless fragment and
 * to accept the usual ways a subject line says something, with few false alarms either way.
 */

/** A word of the sentence, with what the rules need to know about it. */
interface Token {
  /** The word as written. */
  readonly text: string;
  /** Lower case, typographic apostrophes made straight. */
  readonly lower: string;
  /** True for punctuation that separates words (a comma, a colon, a bracket). */
  readonly mark: boolean;
  /** True for a `{{placeholder}}`, which stands for a name. */
  readonly name: boolean;
}

/** The words of one language the rules below read. */
interface Lexicon {
  /** Finite forms that are nothing else: auxiliaries, modals, common irregular forms. */
  readonly finite: ReadonlySet<string>;
  /** Finite forms that are also nouns: they count unless an article, possessive or preposition comes first. */
  readonly finiteUnlessNoun: ReadonlySet<string>;
  /** Subject pronouns: the next word, when it can be a verb, is one. */
  readonly subjects: ReadonlySet<string>;
  /** Articles, possessives, prepositions, conjunctions: words that are never a verb and never end a subject. */
  readonly functionWords: ReadonlySet<string>;
  /** Articles and possessives: a word right after one of them is a noun or an adjective. */
  readonly determiners: ReadonlySet<string>;
  /** Prepositions: a pronoun right after one is an object, not a subject. */
  readonly prepositions: ReadonlySet<string>;
  /** German: a capitalised word inside the sentence is a noun ("Frage"), never the verb ("frage"). */
  readonly nounsCapitalised?: boolean;
}

function set(words: string): ReadonlySet<string> {
  return new Set(words.trim().split(/\s+/u));
}

// ---------------------------------------------------------------------------------------------
// English

const EN_DETERMINERS = set(`a an the this that these those my your our their his her its each every some any no
  more less most many few several all both either neither one two three four five another what which whose`);
// Articles and possessives: "a must", "the will", "your can" are nouns.
const EN_ARTICLES = set('a an the my your our their his her its this every each no');
const EN_PREPOSITIONS = set(`about above across after against along among around as at before behind below beside
  between beyond by during for from in inside into like near of off on onto out outside over past per since than
  through to toward towards under until up upon via with within without`);
const EN_FUNCTION = new Set([
  ...EN_DETERMINERS,
  ...EN_PREPOSITIONS,
  ...set(`and or but nor so yet if because while when where whether how why who whom not just also only even very
    really quite too here there now then today tomorrow again still already me him us them it you i we they he she`),
]);
const EN_FINITE = set(`am is are was were isn't aren't wasn't weren't ain't has hasn't had hadn't does doesn't did
  didn't don't can't cannot could couldn't won't would wouldn't shall shan't should shouldn't might mightn't mustn't
  needn't let's`);
// "can", "will", "must", "may", "do" and "have" are also nouns or infinitives: "a must", "a will", "to do".
const EN_FINITE_UNLESS_NOUN = set('can will must may do have');
const EN_SUBJECTS = set('i you we they he she it who');
const EN_SINGULAR_SUBJECTS = set(
  'he she it who which that this everyone someone anyone nobody everybody somebody something nothing everything team company business',
);
// Base forms of verbs a subject line uses. A base form is finite after I, you, we, they or a plural
// noun ("Teams save"), at the start of an imperative ("Meet your new dispatcher."), and with -s
// after a singular subject ("Acme hires").
const EN_VERBS = set(`accept add agree aim allow answer ask avoid book bring build buy call care change check choose
  clean close collect come compare connect consider continue cost count create cut deal decide deliver deserve
  discover do drive earn end enjoy expect explain face feel fill find finish fit fix focus follow forget get give go
  grow guess handle happen hate hear help hire hold hope improve include invite join keep know last learn leave let
  lift like listen live look lose love lower make manage mean measure meet mind miss move need notice offer open order
  own pay pick plan play prefer prepare prevent protect prove put raise reach read ready reduce remember reply report
  run save say scale see seem sell send serve share ship show sign solve sort speak spend spot stand start stay stop
  struggle suggest support take talk teach tell test think track train travel try turn understand use wait want
  waste watch welcome win wish wonder work worry write`);
// Base forms that are above all nouns: they are a verb only after a subject, never as an imperative.
const EN_MOSTLY_NOUNS = set(
  'book call care change check cost deal end face fill fit hope last like mind order plan play report ship show sign sort spot stand test track train travel turn use wait waste watch wish work',
);
const EN_IMPERATIVE_NEXT = new Set([...EN_DETERMINERS, ...set('me us you them him her it how why what who more less up')]);
const EN_IRREGULAR_PAST = set(`saw made found thought took got came went gave told said felt knew wrote built sent spent
  heard met left kept brought bought caught taught ran began became grew won led paid sold held stood understood meant
  lost chose drove rose fell broke spoke forgot flew drew`);
// Adjectives a verbless subject line often opens with ("Quick reads for your team.").
const EN_ADJECTIVES = set(
  'quick short small new big simple better great good fresh free brief fast easy smart useful practical weekly daily real top best latest key local next last first',
);
// Participles that mostly describe a noun ("teams based in Lyon"), so they do not count after one.
const EN_ADJECTIVE_PARTICIPLES = set(
  'based focused related powered driven designed tailored dedicated located headquartered aimed geared specialized specialised named called',
);

function englishVerbS(word: string): boolean {
  if (!word.endsWith('s') || word.endsWith('ss')) return false;
  const stems = [word.slice(0, -1)];
  if (word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.endsWith('ies')) stems.push(`${word.slice(0, -3)}y`);
  return stems.some((stem) => EN_VERBS.has(stem));
}

function englishPast(word: string): boolean {
  return EN_IRREGULAR_PAST.has(word) || (word.length > 4 && word.endsWith('ed') && !word.endsWith('eed'));
}

/** The verb after an English subject pronoun, perhaps behind an adverb ("we also help"), if any. */
function englishVerbAfterSubject(tokens: readonly Token[], at: number, third: boolean): string | undefined {
  let index = at;
  const first = tokens[index];
  if (first && !first.mark && /ly$|^(?:also|just|still|often|never|always|really|already|usually|recently)$/u.test(first.lower)) {
    index += 1;
  }
  const word = tokens[index];
  if (!word || word.mark) return undefined;
  const verb =
    EN_FINITE.has(word.lower) ||
    EN_FINITE_UNLESS_NOUN.has(word.lower) ||
    englishPast(word.lower) ||
    (third ? englishVerbS(word.lower) : EN_VERBS.has(word.lower));
  return verb ? word.text : undefined;
}

function englishHasVerb(tokens: readonly Token[]): string | undefined {
  for (const [index, token] of tokens.entries()) {
    if (token.mark || token.name) continue;
    const word = token.lower;
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const previousWord = previous && !previous.mark ? previous : undefined;
    const nextWord = next && !next.mark ? next : undefined;
    if (EN_FINITE.has(word)) return token.text;
    // contractions: I'm, you're, it's, that's, there's, we've, they'll, I'd
    if (/^(?:i|you|we|they|he|she|it|that|there|here|what|who|where|how)'(?:m|re|s|ve|ll|d)$/u.test(word)) return token.text;
    if (EN_FINITE_UNLESS_NOUN.has(word)) {
      const nounLike = previousWord !== undefined && (EN_ARTICLES.has(previousWord.lower) || previousWord.lower === 'to');
      // "May" inside a sentence is the month
      const month = word === 'may' && index > 0 && token.text === 'May';
      if (!nounLike && !month) return token.text;
    }
    // a subject pronoun and its verb: "I noticed", "we help", "it saves"
    if (EN_SUBJECTS.has(word)) {
      // after a verb or a preposition it is an object: "to help you grow", "for you"
      const object = previousWord !== undefined && (EN_PREPOSITIONS.has(previousWord.lower) || EN_VERBS.has(previousWord.lower));
      const verb = object
        ? undefined
        : englishVerbAfterSubject(tokens, index + 1, EN_SINGULAR_SUBJECTS.has(word) && word !== 'you');
      if (verb) return verb;
    }
    if (index === 0 && nextWord !== undefined) {
      // an imperative: "Meet your new dispatcher.", "Take a look at this."
      if (EN_VERBS.has(word) && !EN_MOSTLY_NOUNS.has(word) && EN_IMPERATIVE_NEXT.has(nextWord.lower)) return token.text;
      // a past form with "I" left out: "Saw your post on hiring.", "Noticed you are hiring."
      if (englishPast(word) && (EN_DETERMINERS.has(nextWord.lower) || EN_SUBJECTS.has(nextWord.lower))) return token.text;
    }
    if (previousWord === undefined) continue;
    // a capital inside the sentence marks a name ("Acme hires"); the first word has one anyway
    const named = index > 1 && /^\p{Lu}/u.test(previousWord.text);
    const subject = previousWord.name || named || !EN_FUNCTION.has(previousWord.lower);
    if (!subject) continue;
    // "Acme hires", "Your team deserves a break": -s after a singular subject
    const singular =
      previousWord.name ||
      EN_SINGULAR_SUBJECTS.has(previousWord.lower) ||
      named ||
      (index === 1 && !previousWord.lower.endsWith('s') && !EN_ADJECTIVES.has(previousWord.lower));
    if (singular && englishVerbS(word) && !previousWord.lower.endsWith('ly')) return token.text;
    // "Sales teams write faster", "Drivers waste hours": a base form after a plural noun
    if (EN_VERBS.has(word) && word !== 'like' && /[^s']s$/u.test(previousWord.lower) && !EN_DETERMINERS.has(previousWord.lower)) {
      return token.text;
    }
    // "Acme raised a round", "Your team grew fast": a past form after its subject, unless it
    // describes the noun ("teams based in Lyon")
    if (englishPast(word) && !EN_ADJECTIVE_PARTICIPLES.has(word) && !previousWord.lower.endsWith('ly')) {
      const describes = nextWord === undefined ? false : EN_PREPOSITIONS.has(nextWord.lower);
      if (!describes) return token.text;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// French

const FR_DETERMINERS = set(`un une le la les l' des du de d' au aux mon ma mes ton ta tes son sa ses notre nos votre vos
  leur leurs ce cet cette ces chaque quelques plusieurs aucun aucune tout toute tous toutes quel quelle quels quelles`);
const FR_PREPOSITIONS = set(`à de d' pour avec sans chez dans sur sous par vers entre contre envers selon après avant
  pendant depuis dès en via malgré grâce près loin`);
const FR_FUNCTION = new Set([
  ...FR_DETERMINERS,
  ...FR_PREPOSITIONS,
  ...set(`et ou mais donc or ni car que qu' qui quoi dont où si comme quand lorsque puisque ne n' pas plus moins très
    bien aussi déjà encore toujours jamais ici là y en`),
]);
const FR_FINITE = set(`suis es est sommes êtes sont étais était étions étiez étaient serai seras sera serons serez
  seront serais serait serions seriez seraient sois soit soyons soyez soient ai avons avez ont avais avait avions aviez
  avaient aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient aie ait ayez vais vas va allons
  allez vont irai iras ira irons irez iront irais irait peux peut pouvons pouvez peuvent pourrai pourra pourrons pourrez
  pourront pourrais pourrait pourrions pourriez pourraient puisse veux veut voulons voulez veulent voudrais voudrait
  voudrions voudriez voudraient dois doit devons devez doivent devrais devrait devrions devriez devraient sais sait
  savons savez savent saurais saurait faisons font fera ferait feraient faut faudrait vaut vaudrait viens vient venez
  viennent reviens revient revenez prends prend prenez mets mettez vois voit voyez dites crois croit croyez permets
  permet permettez propose proposons proposez souhaite souhaitez cherche cherchez manque manquez recrute recrutez
  semble semblez intéresse intéressent parle parlez pense pensez voici voilà`);
// Finite forms that are also nouns ("une aide", "une offre"): they count unless an article comes first.
const FR_FINITE_UNLESS_NOUN = set(`aide aident offre offrent change gagne perd passe reste compte marche travaille
  ouvre lance réduit gère automatise planifie simplifie facilite améliore accélère optimise centralise envoie suit
  surveille vérifie prépare protège remplace génère mesure analyse calcule détecte évite organise relance traduit
  transforme fait dit`);
const FR_SUBJECTS = set(`je j' tu il elle on nous vous ils elles`);
// Object pronouns and the negation that may stand between a subject and its verb: "je vous écris".
const FR_CLITICS = set(`ne n' me m' te t' se s' le la les l' lui leur y en nous vous`);
const FR_IMPERATIVES = set(
  'parlons discutons échangeons voyons prenons faisons avançons restons gardons essayons découvrons regardons',
);
const FR_NOT_IMPERATIVE_EZ = set('chez assez nez rez');

const FRENCH: Lexicon = {
  finite: FR_FINITE,
  finiteUnlessNoun: FR_FINITE_UNLESS_NOUN,
  subjects: FR_SUBJECTS,
  functionWords: FR_FUNCTION,
  determiners: FR_DETERMINERS,
  prepositions: FR_PREPOSITIONS,
};

function frenchInfinitiveOrParticiple(word: string): boolean {
  return /(?:er|ir|re|oir|é|ée|és|ées|ant)$/u.test(word);
}

function frenchHasVerb(tokens: readonly Token[], raw: string): string | undefined {
  // inversion: "Avez-vous", "Est-ce", "Puis-je", "manque-t-elle" (but not "rendez-vous", a noun)
  const inversion = /(?<![\p{L}'’-])(\p{L}+)-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles|ce)(?![\p{L}-])/iu.exec(raw);
  if (inversion && inversion[1]?.toLowerCase() !== 'rendez') return inversion[0];
  const common = lexiconHasVerb(tokens, FRENCH);
  if (common) return common;
  for (const [index, token] of tokens.entries()) {
    if (token.mark || token.name) continue;
    const word = token.lower;
    // a subject clitic, perhaps object clitics, then the verb: "je vous écris", "on ne manque pas"
    if (FR_SUBJECTS.has(word)) {
      const previous = tokens[index - 1];
      if ((word === 'nous' || word === 'vous') && previous && !previous.mark && FR_PREPOSITIONS.has(previous.lower)) continue;
      let at = index + 1;
      while (tokens[at] && !tokens[at]?.mark && FR_CLITICS.has(tokens[at]?.lower ?? '')) at += 1;
      const verb = tokens[at];
      if (verb && !verb.mark && !FR_FUNCTION.has(verb.lower) && !frenchInfinitiveOrParticiple(verb.lower)) return verb.text;
    }
    // an imperative: "Découvrez…", "Parlons de…"
    if (index === 0 && ((word.endsWith('ez') && !FR_NOT_IMPERATIVE_EZ.has(word)) || FR_IMPERATIVES.has(word))) return token.text;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// German

const DE_DETERMINERS = set(`der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner
  mein meine meinen meinem meiner dein deine deinen sein seine seinen ihr ihre ihren ihrem ihrer unser unsere unseren
  unserem unserer euer eure jeder jede jeden jedem jedes diese dieser diesen diesem dieses alle viele einige mehrere`);
const DE_PREPOSITIONS = set(`an am ans auf aus bei beim bis durch für gegen hinter in im ins mit nach neben ohne seit
  über um unter von vom vor während wegen zu zum zur zwischen trotz statt per pro ab`);
const DE_FUNCTION = new Set([
  ...DE_DETERMINERS,
  ...DE_PREPOSITIONS,
  ...set(`und oder aber sowie bzw denn doch sondern dass ob wenn weil als wie nicht kein noch auch nur schon sehr mehr
    ganz kurz gut jetzt direkt bereits erst selbst meist fast oft sofort heute gern gerne bitte gleich dabei einmal
    zusammen morgen wieder bereit fertig perfekt etwas so dann hier dort da ja nein mal eben`),
]);
const DE_FINITE = set(`bin bist ist sind seid war warst waren wart wäre wären wärst sei habe hast hat habt hatte hatten
  hätte hätten hättest werde wirst wird werdet wurde wurden würde würden würdest kann kannst könnt konnte konnten
  könnte könnten könntest will willst wollt wollte wollten möchte möchten möchtest muss musst müsst musste mussten
  müsste müssten soll sollst sollt sollte sollten darf darfst dürft durfte dürfte dürften mag gibt gab geht ging kommt
  kam passt lohnt klingt hilft half bringt zeigt spart läuft fehlt braucht sucht plant steht liegt bleibt heißt weiß
  denke finde glaube schreibe melde frage komme habe`);
const DE_FINITE_UNLESS_NOUN = set('');
const DE_SUBJECTS = set('ich du er es wir ihr sie man');
const DE_QUESTION_WORDS = set('wie was wann wo warum wer welche welcher welches wozu woran worauf wieso weshalb');

const GERMAN: Lexicon = {
  finite: DE_FINITE,
  finiteUnlessNoun: DE_FINITE_UNLESS_NOUN,
  subjects: DE_SUBJECTS,
  functionWords: DE_FUNCTION,
  determiners: DE_DETERMINERS,
  prepositions: DE_PREPOSITIONS,
  nounsCapitalised: true,
};

function germanVerbLike(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    !token.mark &&
    !token.name &&
    /^\p{Ll}/u.test(token.text) &&
    !DE_FUNCTION.has(token.lower) &&
    /(?:t|st|en|e|te|ten|n)$/u.test(token.lower)
  );
}

function germanHasVerb(tokens: readonly Token[], question: boolean): string | undefined {
  const common = lexiconHasVerb(tokens, GERMAN);
  if (common) return common;
  const first = tokens[0];
  const second = tokens[1];
  for (const [index, token] of tokens.entries()) {
    if (token.mark || token.name) continue;
    // a subject pronoun and its verb: "Ich habe", "Sie sparen", "wir helfen" ("Sie" as a subject is
    // capitalised; after a preposition it is an object: "für Sie")
    if (DE_SUBJECTS.has(token.lower) && (token.lower !== 'ihr' || token.text === 'ihr')) {
      const previous = tokens[index - 1];
      const object = previous !== undefined && !previous.mark && DE_PREPOSITIONS.has(previous.lower);
      if (!object && germanVerbLike(tokens[index + 1])) return tokens[index + 1]?.text;
    }
  }
  if (!first || first.mark || first.name || !second || second.mark) return undefined;
  // verb first: "Haben Sie…?", "Sparen Sie Zeit.", "Darf ich…?"
  if (!DE_FUNCTION.has(first.lower) && DE_SUBJECTS.has(second.lower) && second.lower !== 'ihr') return first.text;
  // a question word and its verb: "Wie planen Sie…?"
  if (DE_QUESTION_WORDS.has(first.lower) && germanVerbLike(second)) return second.text;
  // a yes/no question: "Schreibt Ihr Team…?", "Plant Ihre Disposition…?"
  if (question && !DE_FUNCTION.has(first.lower) && DE_DETERMINERS.has(second.lower)) return first.text;
  // verb second after the subject: "Ihr Team wächst.", "Acme sucht Fahrer."
  let at = 0;
  if (DE_DETERMINERS.has(tokens[at]?.lower ?? '')) at += 1;
  while (tokens[at] && !tokens[at]?.mark && /^\p{Ll}/u.test(tokens[at]?.text ?? '') && !DE_FUNCTION.has(tokens[at]?.lower ?? ''))
    at += 1;
  const noun = tokens[at];
  if (noun && !noun.mark && (noun.name || /^\p{Lu}/u.test(noun.text)) && germanVerbLike(tokens[at + 1]))
    return tokens[at + 1]?.text;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Spanish

const ES_DETERMINERS = set(`un una unos unas el la los las lo al del mi mis tu tus su sus nuestro nuestra nuestros
  nuestras vuestro vuestra este esta estos estas ese esa esos esas cada algún alguna algunos algunas ningún ninguna
  otro otra otros otras todo toda todos todas varios varias mucho mucha muchos muchas poco poca pocos pocas`);
const ES_PREPOSITIONS = set(`a ante bajo con contra de desde durante en entre hacia hasta mediante para por según sin
  sobre tras vía`);
const ES_FUNCTION = new Set([
  ...ES_DETERMINERS,
  ...ES_PREPOSITIONS,
  ...set(`y e o u ni pero sino que qué quien quién cual cuál como cómo cuando cuándo donde dónde si no ya muy más menos
    tan también aquí hoy mañana bien`),
]);
const ES_FINITE = set(`es son eres soy somos sois fue fueron fui será serán sería serían sea sean está están estás
  estoy estamos estaba estaban estará estaría esté hay había habrá habría ha han he hemos has haya tiene tienen tienes
  tengo tenemos tenía tendrá tendría tenga puede pueden puedes puedo podemos podía podrá podría podrían pueda quiero
  quiere quieres queremos quieren quería querría quisiera debe deben debería deberían va van vas voy vamos iba hace
  hacen hago hacemos haría sabe saben sé creo parece parecen interesa interesan interesaría gusta gustan gustaría
  encanta encantaría importa necesita necesitan necesito sigue siguen sigo conviene escribo retomo vuelvo propongo
  ofrezco comparto pregunto dejo permite permiten ofrece ofrecen reduce reducen automatiza ahorra`);
// Finite forms that are also nouns ("la ayuda", "la era", "una mejora"): they count unless an article comes first.
const ES_FINITE_UNLESS_NOUN = set(`era ayuda ayudan busca buscan vale cuesta queda mejora mejoran crece crecen gana
  ganan pierde pierden cambia cambian funciona trabaja trabajan gestiona planifica optimiza simplifica facilita
  acelera analiza conecta controla detecta envía evita genera mide organiza prepara protege registra revisa`);
const ES_SUBJECTS = set('yo tú él ella usted nosotros nosotras vosotros vosotras ellos ellas ustedes');
const ES_CLITICS = set('le les me te nos os se');
const ES_IMPERATIVES = set('descubra descubre pruebe prueba conozca conoce mire mira vea fíjese hablemos veamos');

const SPANISH: Lexicon = {
  finite: ES_FINITE,
  finiteUnlessNoun: ES_FINITE_UNLESS_NOUN,
  subjects: ES_SUBJECTS,
  functionWords: ES_FUNCTION,
  determiners: ES_DETERMINERS,
  prepositions: ES_PREPOSITIONS,
};

function spanishNonFinite(word: string): boolean {
  return /(?:ar|er|ir|ír|ando|iendo|ado|ada|ados|adas|ido|ida|idos|idas)$/u.test(word);
}

function spanishHasVerb(tokens: readonly Token[]): string | undefined {
  const common = lexiconHasVerb(tokens, SPANISH);
  if (common) return common;
  for (const [index, token] of tokens.entries()) {
    if (token.mark || token.name) continue;
    const word = token.lower;
    const previous = tokens[index - 1];
    const afterDeterminer = previous !== undefined && !previous.mark && ES_DETERMINERS.has(previous.lower);
    // endings that nearly only verbs have: hablamos, tenemos (we), ayudaron (they did), ayudó (did),
    // gustaría (would); not -ería, which ends many nouns (mensajería, ingeniería)
    if (
      !afterDeterminer &&
      word.length >= 5 &&
      /(?:amos|emos|imos|aron|ieron|ó|aría|iría|arían|irían)$/u.test(word) &&
      !ES_FUNCTION.has(word)
    ) {
      return token.text;
    }
    // a pronoun and its verb: "Le escribo", "¿Le interesa?", "usted decide"
    if (ES_CLITICS.has(word) || (ES_SUBJECTS.has(word) && !(previous && !previous.mark && ES_PREPOSITIONS.has(previous.lower)))) {
      const verb = tokens[index + 1];
      if (verb && !verb.mark && !verb.name && !ES_FUNCTION.has(verb.lower) && !spanishNonFinite(verb.lower)) return verb.text;
    }
    if (index === 0 && ES_IMPERATIVES.has(word)) return token.text;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------

/** The rules every language shares: an unambiguous finite form, or an ambiguous one not used as a noun. */
function lexiconHasVerb(tokens: readonly Token[], lexicon: Lexicon): string | undefined {
  for (const [index, token] of tokens.entries()) {
    if (token.mark || token.name) continue;
    if (lexicon.nounsCapitalised && index > 0 && /^\p{Lu}/u.test(token.text)) continue;
    if (lexicon.finite.has(token.lower)) return token.text;
    if (!lexicon.finiteUnlessNoun.has(token.lower)) continue;
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    if (previous && !previous.mark) {
      if (!lexicon.functionWords.has(previous.lower) || lexicon.subjects.has(previous.lower)) return token.text;
    } else if (next && !next.mark && (lexicon.determiners.has(next.lower) || next.name)) {
      // first in the sentence and followed by its object: "Mejora su flota."
      return token.text;
    }
  }
  return undefined;
}

const TOKEN = /\{\{[^{}]*\}\}|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*(?:-[\p{L}\p{M}\p{N}]+)*['’]?|[,;:()[\]"“”«»—–]/gu;

function tokenize(sentence: string, language: Language): Token[] {
  const tokens: Token[] = [];
  for (const match of sentence.matchAll(TOKEN)) {
    const text = match[0];
    if (text.startsWith('{{')) {
      tokens.push({ text, lower: text, mark: false, name: true });
      continue;
    }
    if (!/[\p{L}\p{N}]/u.test(text)) {
      tokens.push({ text, lower: text, mark: true, name: false });
      continue;
    }
    const straight = text.replace(/’/gu, "'");
    // French elision: "j'ai" is "j'" and "ai", "qu'il" is "qu'" and "il"
    const elided = language === 'FRENCH' ? /^(\p{L}{1,3}')(\p{L}.*)$/u.exec(straight) : null;
    if (elided?.[1] && elided[2]) {
      tokens.push({ text: elided[1], lower: elided[1].toLowerCase(), mark: false, name: false });
      tokens.push({ text: elided[2], lower: elided[2].toLowerCase(), mark: false, name: false });
      continue;
    }
    tokens.push({ text: straight, lower: straight.toLowerCase(), mark: false, name: false });
  }
  return tokens;
}

/**
 * The finite verb of `sentence` as written (or the words that show it, such as "Avez-vous"), or
 * undefined when the heuristic finds none. A leading `{{firstName}},` is read as the receiver's
 * name, not as the subject; opening `¿ ¡` and quotes are skipped.
 */
export function findFiniteVerb(sentence: string, language: Language): string | undefined {
  const question = /[?？]\s*["'”’»)\]]*\s*$/u.test(sentence);
  const body = sentence
    .trim()
    .replace(/^[¿¡"'“‘«„(\s]+/u, '')
    .replace(/^\{\{\s*firstName\s*\}\}\s*[,!]\s*/u, '')
    .replace(/[.!?…？！\s"'”’»)\]]+$/u, '');
  const tokens = tokenize(body, language);
  switch (language) {
    case 'ENGLISH':
      return englishHasVerb(tokens);
    case 'FRENCH':
      return frenchHasVerb(tokens, body);
    case 'GERMAN':
      return germanHasVerb(tokens, question);
    case 'SPANISH':
      return spanishHasVerb(tokens);
  }
}

/** True when {@link findFiniteVerb} finds a finite verb in `sentence`. */
export function hasFiniteVerb(sentence: string, language: Language): boolean {
  return findFiniteVerb(sentence, language) !== undefined;
}
