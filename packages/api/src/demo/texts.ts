import type { Random } from './random';

/**
 * Text pieces the demo data is written from: biographies, messages, session descriptions, band
 * names and lobby chat, in English and Spanish. Templates take {placeholders}.
 */
export type Language = 'en' | 'es';

/** Spanish names of the common instruments and genres, for biographies written in Spanish. */
const SPANISH_INSTRUMENTS: Record<string, string> = {
  'acoustic-guitar': 'guitarra acústica',
  'electric-guitar': 'guitarra eléctrica',
  'bass-guitar': 'bajo',
  'double-bass': 'contrabajo',
  drums: 'batería',
  percussion: 'percusión',
  'hand-drums': 'cajón y congas',
  piano: 'piano',
  keyboard: 'teclado',
  organ: 'órgano',
  synthesizer: 'sintetizador',
  computer: 'sintetizadores',
  turntables: 'platos',
  voice: 'voz',
  'backing-vocals': 'coros',
  violin: 'violín',
  cello: 'violonchelo',
  saxophone: 'saxofón',
  trumpet: 'trompeta',
  trombone: 'trombón',
  flute: 'flauta',
  accordion: 'acordeón',
  harmonica: 'armónica',
  ukulele: 'ukelele',
  mandolin: 'mandolina',
};

const SPANISH_GENRES: Record<string, string> = {
  rock: 'rock',
  'alternative-rock': 'rock alternativo',
  pop: 'pop',
  jazz: 'jazz',
  blues: 'blues',
  folk: 'folk',
  latin: 'música latina',
  funk: 'funk',
  'rnb-soul': 'soul',
  'hip-hop': 'hip hop',
  electronic: 'electrónica',
  classical: 'música clásica',
  reggae: 'reggae',
  indie: 'indie',
  'singer-songwriter': 'cantautor',
  'heavy-metal': 'metal',
  punk: 'punk',
  world: 'músicas del mundo',
  fusion: 'fusión',
};

/** Catalogue descriptions that do not read well inside a sentence. */
const ENGLISH_INSTRUMENTS: Record<string, string> = {
  computer: 'synths',
  turntables: 'turntables',
};

export function instrumentName(id: string, description: string, language: Language): string {
  return language === 'es'
    ? (SPANISH_INSTRUMENTS[id] ?? description.toLowerCase())
    : (ENGLISH_INSTRUMENTS[id] ?? description.toLowerCase());
}

export function genreName(id: string, description: string, language: Language): string {
  return language === 'es' ? (SPANISH_GENRES[id] ?? description.toLowerCase()) : description;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

const BIO = {
  en: {
    openers: [
      'I play {instrument} and live in {city}.',
      "I've been playing {instrument} for {years} years, mostly in and around {city}.",
      'Self-taught {instrument} player based in {city}.',
      '{Instrument} is my main instrument; I picked it up at {age} and never put it down.',
      'Working musician from {city}: {instrument} by day, {instrument2} when nobody is listening.',
      'Music teacher and {instrument} player from {city}.',
    ],
    influences: [
      'Big fan of {genre} and {genre2}.',
      'My influences range from {genre} to {genre2}, with a soft spot for anything with a groove.',
      'Grew up on {genre}, fell in love with {genre2} in my twenties.',
      'Mostly {genre} these days, but I will happily jam on {genre2} standards.',
    ],
    experience: [
      "I've played in {bands} bands and toured a little, mostly clubs and small festivals.",
      'Studied at a conservatory, then spent years playing weddings, bars and theatre pits.',
      'I teach {instrument} lessons part-time and record demos in my home studio.',
      'Played in church and school bands for years before starting to write my own songs.',
      'Session work for local artists, plus a weekly residency at a bar downtown.',
    ],
    looking: [
      'Looking for a {instrument2} player to jam with on weekends.',
      'Open to paid sessions, co-writing and long-distance collaborations.',
      'Hoping to find a steady group for regular online jams.',
      'Always happy to sit in on a session, whatever the level: say hi!',
      'Working on an EP and looking for players who like to experiment.',
    ],
    gear: [
      'Setup: a small interface, a good pair of headphones and more pedals than I need.',
      'I record through a two-channel interface with a condenser mic and a DI.',
      'Gear: a trusty old amp, a looper and a laptop running a DAW.',
    ],
    schedule: [
      'Usually online in the evenings, {city} time.',
      'Weekends are best for me; weekday nights sometimes.',
      'Mornings work best: I play before work most days.',
    ],
  },
  es: {
    openers: [
      'Toco {instrument} y vivo en {city}.',
      'Llevo {years} años tocando {instrument}, casi siempre en {city}.',
      'Músico autodidacta de {city}; toco {instrument}.',
      'Empecé a tocar {instrument} a los {age} años y no lo he dejado.',
      'Profesor de música y músico de {city}: {instrument} y algo de {instrument2}.',
    ],
    influences: [
      'Me encanta tocar {genre} y {genre2}.',
      'Mis influencias van desde {genre} hasta {genre2}.',
      'Crecí escuchando {genre}; ahora estoy muy metido en {genre2}.',
    ],
    experience: [
      'He tocado en {bands} grupos y hemos girado por salas pequeñas y festivales.',
      'Estudié en el conservatorio y después toqué años en bodas, bares y teatros.',
      'Doy clases de {instrument} y grabo maquetas en mi estudio casero.',
      'Hago sesiones para artistas locales y toco cada semana en un bar del centro.',
    ],
    looking: [
      'Busco alguien que toque {instrument2} para improvisar los fines de semana.',
      'Abierto a sesiones pagadas, a componer juntos y a colaborar a distancia.',
      'Me gustaría encontrar un grupo estable para tocar online con regularidad.',
      'Siempre me apunto a una sesión, sea cual sea el nivel: ¡escríbeme!',
    ],
    gear: [
      'Equipo: una interfaz pequeña, buenos auriculares y demasiados pedales.',
      'Grabo con una interfaz de dos canales, un micro de condensador y una caja de inyección.',
    ],
    schedule: [
      'Suelo conectarme por las tardes, hora de {city}.',
      'Los fines de semana me vienen mejor; algunas noches entre semana.',
    ],
  },
} as const;

export interface BiographyInput {
  language: Language;
  city: string;
  instrument: string;
  instrument2: string;
  genre: string;
  genre2: string;
}

/** A biography of 1 to 6 sentences: short ones, and long ones over the list's 310 characters. */
export function writeBiography(random: Random, input: BiographyInput): string {
  const parts = BIO[input.language];
  const values = {
    ...input,
    Instrument: input.instrument.charAt(0).toUpperCase() + input.instrument.slice(1),
    years: random.int(2, 30),
    age: random.int(6, 19),
    bands: random.int(2, 6),
  };
  const sentences: string[] = [random.pick(parts.openers)];
  const length = random.weighted([
    [1, 10],
    [2, 20],
    [3, 25],
    [4, 20],
    [5, 15],
    [6, 10],
  ] as const);
  const optional = random.shuffle([
    parts.influences,
    parts.experience,
    parts.looking,
    parts.gear,
    parts.schedule,
  ]);
  for (const pool of optional.slice(0, length - 1)) sentences.push(random.pick(pool));
  return sentences.map((sentence) => fill(sentence, values)).join(' ');
}

// biome-ignore format: message lines read best one per line
const CHAT_LINES = {
  en: {
    opening: [
      'Hey! Saw your profile, love your taste in music.',
      'Hi! Thanks for the add. Your last session sounded great.',
      'Hey, are you up for a jam this week?',
      'Hello! I think we were in the same session on Sunday.',
      'Hi there, I am putting a small online band together. Interested?',
    ],
    reply: [
      'Thanks! Yes, I would be up for that.',
      'Sure, Thursday evening works for me.',
      'Sounds good. What key were you thinking?',
      'Absolutely, send me the chart when you have it.',
      'Haha yes, that was a fun one.',
      'I can do 8pm my time, is that OK for you?',
      'Let me check my schedule and get back to you.',
      'Latency between us looked fine last time, should be smooth.',
      'I just recorded a rough demo, want to hear it?',
      'Nice! I will bring a couple of originals too.',
      'Great session yesterday, thanks for the invite!',
      'Could you send the tempo? I want to practise the bridge.',
      'See you in the lobby at 7.',
      'Cool, count me in.',
    ],
  },
  es: {
    opening: [
      '¡Hola! Vi tu perfil, me gusta mucho lo que tocas.',
      '¡Hola! Gracias por agregarme. Tu última sesión sonaba genial.',
      '¿Te apetece improvisar algo esta semana?',
      '¡Buenas! Creo que estuvimos en la misma sesión el domingo.',
    ],
    reply: [
      '¡Gracias! Sí, me apunto.',
      'El jueves por la tarde me viene bien.',
      '¿En qué tonalidad lo pensabas?',
      'Perfecto, pásame la partitura cuando la tengas.',
      'Jaja sí, estuvo muy divertida.',
      '¿A las 20 h de aquí te va bien?',
      'Miro mi agenda y te digo algo.',
      'Grabé una maqueta rápida, ¿quieres escucharla?',
      '¡Genial! Llevo un par de temas propios.',
      'Muy buena sesión ayer, ¡gracias por invitarme!',
      'Nos vemos en el lobby a las 7.',
      'Vale, cuenta conmigo.',
    ],
  },
} as const;

/** A thread of `count` lines: an opening line, then replies. */
export function writeThread(random: Random, language: Language, count: number): string[] {
  const lines = CHAT_LINES[language];
  const thread: string[] = [random.pick(lines.opening)];
  while (thread.length < count) {
    const line = random.pick(lines.reply);
    if (line !== thread[thread.length - 1]) thread.push(line);
  }
  return thread;
}

// biome-ignore format: descriptions read best one per line
export const SESSION_DESCRIPTIONS = {
  en: [
    'Sunday blues jam in A, all levels welcome',
    'Funk grooves: bring your wah pedal',
    'Jazz standards night: Autumn Leaves, Blue Bossa, All the Things You Are',
    'Practice session for our gig next week',
    'Co-writing a folk song, need harmonies',
    'Late-night ambient improvisation',
    'Classic rock covers, 70s and 80s',
    'Open mic warm-up: play one song, listen to the rest',
    'Bluegrass pickin’ circle',
    'Reggae riddims, one drop and steppers',
    'Metal rehearsal: tight and loud',
    'Worship team rehearsal',
    'Neo-soul chords and grooves',
    'Beginners welcome: slow jam, simple chords',
    'Big band section practice',
  ],
  es: [
    'Jam de rock en español, ¡todos los niveles!',
    'Ensayo abierto: boleros y son cubano',
    'Improvisación de jazz latino',
    'Cumbia y salsa para bailar desde casa',
    'Componiendo juntos: canción de cantautor',
    'Ensayo para el concierto del sábado',
  ],
} as const;

// biome-ignore format: lobby lines read best one per line
export const LOBBY_LINES = {
  en: [
    'Anyone up for a blues jam in A?',
    'Looking for a drummer for a quick session, who is around?',
    'Just set up my new interface, latency is way down!',
    'Good evening everyone 👋',
    'Is anyone here from the Pacific Northwest?',
    'Starting a public session in 5 minutes, funk in E minor',
    'Thanks for the jam earlier, that was fun',
    'Any bass players online?',
    'What buffer size do you all use?',
    'New here, hi all!',
    'Need one more guitar for a rock covers session',
    'Great groove in that last session, whoever was on drums 🔥',
  ],
  es: [
    '¡Hola a todos!',
    '¿Alguien para una jam de rock en español?',
    'Busco bajista para una sesión rápida',
    '¿Quién se apunta a un blues lento?',
    'Buenas noches desde Madrid 🎸',
    'Acabo de abrir una sesión pública, ¡pasad!',
  ],
} as const;

const BAND_ADJECTIVES = [
  'Midnight',
  'Electric',
  'Velvet',
  'Crooked',
  'Golden',
  'Lonesome',
  'Neon',
  'Wandering',
  'Silver',
  'Broken',
  'Northern',
  'Hollow',
  'Restless',
  'Blue',
  'Rusty',
  'Wild',
];
const BAND_NOUNS = [
  'Owls',
  'Foxes',
  'Rivers',
  'Kings',
  'Satellites',
  'Ramblers',
  'Echoes',
  'Lanterns',
  'Strangers',
  'Pines',
  'Shadows',
  'Tides',
  'Coyotes',
  'Sparrows',
  'Machines',
  'Saints',
];
const SPANISH_BANDS = [
  'Los {noun} del Sur',
  'La {noun} Eléctrica',
  'Los Últimos {noun}',
  'Banda {noun}',
];
const SPANISH_BAND_NOUNS = ['Lobos', 'Cometas', 'Gatos', 'Faroles', 'Tigres', 'Duendes', 'Cuervos'];

export function bandName(random: Random, language: Language): string {
  if (language === 'es' && random.chance(0.7)) {
    const template = random.pick(SPANISH_BANDS);
    const noun = random.pick(SPANISH_BAND_NOUNS);
    return fill(template, { noun: template.startsWith('La ') ? noun.replace(/s$/, '') : noun });
  }
  const adjective = random.pick(BAND_ADJECTIVES);
  const noun = random.pick(BAND_NOUNS);
  return random.chance(0.6) ? `The ${adjective} ${noun}` : `${adjective} ${noun}`;
}

const RECORDING_TITLES = [
  'Live in the lobby',
  'Sunday jam take 2',
  'First rehearsal',
  'Improvisation in D minor',
  'Late set',
  'Demo for the EP',
  'Duo session',
  'Blues in A, slow',
  'Groove study',
];

export function recordingName(random: Random): string {
  return random.pick(RECORDING_TITLES);
}
