import type { LinkSentence, PhraseBank } from './phrases';
import { reason, wordsOf } from './phrases';
import { lowerFirst, lowerTitleCase } from './sanitize';

const DETERMINERS = new Set([
  'un',
  'una',
  'unos',
  'unas',
  'el',
  'la',
  'los',
  'las',
  'nuestro',
  'nuestra',
  'nuestros',
  'nuestras',
]);

// Verbs a product description usually starts with, in the third person ("Automatiza los recordatorios…").
const VERBS = new Set([
  'acelera',
  'agrupa',
  'ahorra',
  'analiza',
  'asigna',
  'automatiza',
  'avisa',
  'ayuda',
  'calcula',
  'centraliza',
  'clasifica',
  'comprueba',
  'conecta',
  'controla',
  'convierte',
  'detecta',
  'digitaliza',
  'encuentra',
  'envía',
  'evita',
  'facilita',
  'genera',
  'gestiona',
  'guarda',
  'identifica',
  'mejora',
  'mide',
  'monitoriza',
  'muestra',
  'ofrece',
  'optimiza',
  'organiza',
  'permite',
  'planifica',
  'predice',
  'prepara',
  'prevé',
  'protege',
  'recoge',
  'recuerda',
  'reduce',
  'reemplaza',
  'registra',
  'reúne',
  'revisa',
  'simplifica',
  'sincroniza',
  'sustituye',
  'transforma',
  'traduce',
  'une',
  'verifica',
  'vigila',
]);

const NOT_INFINITIVES = new Set([
  'lugar',
  'hogar',
  'mujer',
  'poder',
  'ayer',
  'taller',
  'alquiler',
  'militar',
  'popular',
  'similar',
  'particular',
  'regular',
  'familiar',
  'mar',
  'bar',
  'par',
  'placer',
  'proveedor',
  'sector',
  'mejor',
  'mayor',
  'menor',
]);

function isInfinitive(word: string): boolean {
  if (NOT_INFINITIVES.has(word) || word.length < 4) return false;
  return /(?:ar|er|ir|ír)$/u.test(word);
}

function link(clause: string | undefined): LinkSentence {
  const first = clause ? (wordsOf(clause)[0] ?? '') : '';
  if (clause && isInfinitive(first)) return { before: 'Si le interesa, puede ', anchor: lowerFirst(clause), after: ' aquí.' };
  if (clause && DETERMINERS.has(first)) {
    return { before: 'Si le parece interesante, aquí tiene el enlace para ', anchor: lowerFirst(clause), after: '.' };
  }
  return { before: 'Si le parece interesante, ', anchor: 'aquí tiene un breve resumen', after: '.' };
}

/** The offline writer's Spanish (usted, as in a first business email). */
export const SPANISH_PHRASES: PhraseBank = {
  rangeWord: 'a',
  intensifiers: ['más', 'muy', 'realmente', 'verdaderamente', 'súper', 'super'],
  conjunctions: ['y', 'e', 'o', 'u', '&'],
  greetings: ['Hola'],
  industryInSentence: lowerTitleCase,

  hooks: {
    titleAndCompany: [
      (title, company) => `Como es ${title} en ${company},`,
      (title, company) => `Es ${title} en ${company}, así que`,
      (title, company) => `He visto que es ${title} en ${company}, y`,
      (title, company) => `Dado su papel como ${title} en ${company},`,
      (title, company) => `Leí sobre su trabajo como ${title} en ${company}, y`,
      (title, company) => `Su papel como ${title} en ${company} me llamó la atención, así que`,
      (title, company) => `Ya que es ${title} en ${company},`,
    ],
    companyAndIndustry: [
      (company, industry) => `Investigando el sector ${industry}, encontré ${company}, y`,
      (company, industry) => `${company} me llamó la atención en el sector ${industry}, así que`,
      (company, industry) => `Como ${company} trabaja en el sector ${industry},`,
      (company, industry) => `Leyendo sobre el sector ${industry}, di con ${company}, y`,
      (company, industry) => `Al mirar el sector ${industry}, me fijé en ${company}, y`,
    ],
    company: [
      (company) => `Esta semana conocí ${company}, y`,
      (company) => `Estuve leyendo sobre ${company}, y`,
      (company) => `${company} me llamó la atención, así que`,
      (company) => `Tras echar un vistazo a ${company},`,
      (company) => `Al conocer ${company},`,
      (company) => `Como su equipo está en ${company},`,
    ],
    title: [
      (title) => `Como es ${title},`,
      (title) => `Dado su papel como ${title},`,
      (title) => `He visto que es ${title}, y`,
      (title) => `Como ${title}, seguro que recibe muchos mensajes, así que`,
      (title) => `Su papel como ${title} me llamó la atención, así que`,
    ],
    industry: [
      (industry) => `Últimamente hablo con muchos equipos del sector ${industry}, y`,
      (industry) => `Como trabaja en el sector ${industry},`,
      (industry) => `Muchos equipos del sector ${industry} tienen mucho trabajo, así que`,
      (industry) => `Leyendo sobre el sector ${industry},`,
    ],
    none: [
      'Sé que su bandeja de entrada está llena, así que',
      'Conocí a su equipo hace poco, y',
      'Su equipo me vino a la mente esta semana, así que',
      'Pensando en equipos como el suyo,',
      'Sé que su tiempo es valioso, así que',
    ],
    reasons: [
      'quería escribirle directamente',
      'le escribo con una idea sencilla',
      'pensé en usted enseguida',
      'seré breve',
      'creo que esto puede serle útil',
      'quería enviarle una nota breve',
      'tengo una idea para su equipo',
      'quería compartir una idea con usted',
      'espero que esta nota le resulte útil',
      'creo que podemos ahorrarle tiempo',
      'quería contarle lo que hacemos',
      'pensé que este mensaje podría interesarle',
      'me animé a escribirle',
      'quería presentarme brevemente',
      'tengo una propuesta sencilla para usted',
    ].map(reason),
  },
  followUpHooks: {
    titleAndCompany: [(_title, company) => `Vuelvo a escribirle sobre la idea que le propuse para ${company}.`],
    companyAndIndustry: [(company) => `Vuelvo a escribirle sobre la idea que le propuse para ${company}.`],
    company: [(company) => `Vuelvo a escribirle sobre la idea que le propuse para ${company}.`],
    title: [],
    industry: [],
    none: [
      'Le escribo de nuevo por si mi último mensaje se quedó perdido.',
      'Quería retomar el mensaje que le envié hace unos días.',
    ],
  },
  linkedInHooks: {
    titleAndCompany: [(title, company) => `He visto que es ${title} en ${company}.`],
    companyAndIndustry: [(company) => `Me he fijado en ${company} y quería escribirle.`],
    company: [(company) => `Me he fijado en ${company} y quería escribirle.`],
    title: [(title) => `He visto que es ${title}.`],
    industry: [(industry) => `Últimamente hablo con varios equipos del sector ${industry}.`],
    none: ['He visto su perfil y quería escribirle.'],
  },
  linkedInFollowUpHooks: ['Retomo mi último mensaje.'],

  productSentence(product, clause) {
    const first = wordsOf(clause)[0] ?? '';
    if (first === 'nosotros' || first === 'somos' || /(?:amos|emos|imos)$/u.test(first)) return `${clause}.`;
    if (DETERMINERS.has(first)) return `${product} es ${lowerFirst(clause)}.`;
    if (VERBS.has(first)) return `${product} ${lowerFirst(clause)}.`;
    if (isInfinitive(first)) return `${product} ayuda a equipos como el suyo a ${lowerFirst(clause)}.`;
    return undefined;
  },
  labelledSentence: (product, clause) => `${product}, en pocas palabras: ${clause}.`,
  proof(clause) {
    const [first = '', second = ''] = wordsOf(clause);
    if (/^(?:utilizad|usad|elegid|escogid|adoptad)[oa]s?$/u.test(first) && (second === 'por' || second === 'en')) {
      return `, ya ${lowerFirst(clause)}`;
    }
    if (first === 'ha' && /^(?:ayudado|permitido|reducido|ahorrado)$/u.test(second)) return `, y ${lowerFirst(clause)}`;
    return undefined;
  },
  genericProductSentences: [
    (product) => `Creamos ${product} para equipos como el suyo, y creo que podría facilitarle el trabajo.`,
    (product) => `${product} está pensado para equipos como el suyo, y creo que podría serle útil.`,
  ],
  plainBodies: [
    'Ayudamos a equipos como el suyo a dedicar menos esfuerzo a este tipo de tareas.',
    'Trabajamos con equipos como el suyo y creo que también podríamos ayudarle.',
  ],

  ask(clause) {
    const first = wordsOf(clause)[0] ?? '';
    if (DETERMINERS.has(first)) return `¿Le interesaría ${lowerFirst(clause)}?`;
    if (isInfinitive(first)) return `¿Le gustaría ${lowerFirst(clause)}?`;
    return undefined;
  },
  genericAsks: ['¿Le parecería bien que lo comentáramos brevemente?', '¿Tendría unos minutos para hablarlo?'],
  link,
  softCloses: ['¿Es un tema que le interesa?', '¿Cree que podría ser útil para su equipo?'],
  softClosesWithCompany: [(company) => `¿Valdría la pena echarle un vistazo en ${company}?`],

  subjects: {
    withCompany: [
      (company) => `Tengo una idea para su equipo en ${company}.`,
      (company) => `Le escribo con una idea para ${company}.`,
    ],
    withFirstName: ['{{firstName}}, tengo una idea para usted.'],
    plain: ['Tengo una idea para su equipo.', 'Tengo una pregunta rápida para usted.'],
    followUp: ['Le escribo de nuevo sobre su equipo.', 'Retomo mi idea para su equipo.'],
  },
};
