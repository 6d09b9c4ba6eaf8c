/**
 * Given names and family names by culture, for demo musicians that look like people from the
 * places they live. Spanish-speaking musicians often carry two family names ("García López").
 */
export interface NameCulture {
  given: readonly string[];
  family: readonly string[];
  /** The share of people with two family names. */
  doubleFamily?: number;
  /** Biographies and messages in this language (the product speaks English and Spanish). */
  language: 'en' | 'es';
}

// biome-ignore format: a row of names per line reads better than a name per line
export const NAME_CULTURES = {
  english: {
    language: 'en',
    given: [
      'James', 'Olivia', 'Michael', 'Emma', 'Daniel', 'Ava', 'Ethan', 'Sophia', 'Noah', 'Grace',
      'Liam', 'Chloe', 'Jacob', 'Hannah', 'Ryan', 'Madison', 'Tyler', 'Abigail', 'Nathan', 'Lily',
      'Caleb', 'Zoe', 'Marcus', 'Jasmine', 'Connor', 'Megan', 'Dylan', 'Rachel', 'Jordan', 'Tessa',
      'Owen', 'Erin', 'Isaac', 'Nora', 'Miles', 'Ruby', 'Wesley', 'Harper', 'Andre', 'Keisha',
    ],
    family: [
      'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson',
      'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Thompson', 'White', 'Harris', 'Clark',
      'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker',
      'Adams', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell',
      'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Murphy', 'Cook', 'Bennett', 'Hughes',
    ],
  },
  irish: {
    language: 'en',
    given: [
      'Seán', 'Aoife', 'Cian', 'Niamh', 'Oisín', 'Siobhán', 'Ciarán', 'Róisín', 'Darragh', 'Saoirse',
      'Eoin', 'Clodagh', 'Fionn', 'Aisling', 'Conor', 'Orla', 'Pádraig', 'Méabh',
    ],
    family: [
      'Murphy', 'Kelly', "O'Sullivan", 'Walsh', "O'Brien", 'Byrne', 'Ryan', "O'Connor", "O'Neill",
      'Doyle', 'McCarthy', 'Gallagher', 'Kennedy', 'Lynch', 'Quinn', 'Brennan', 'Fitzgerald',
    ],
  },
  spanish: {
    language: 'es',
    doubleFamily: 0.45,
    given: [
      'Lucía', 'Mateo', 'Sofía', 'Santiago', 'Valentina', 'Sebastián', 'Camila', 'Diego',
      'Martina', 'Alejandro', 'Isabella', 'Javier', 'Daniela', 'Andrés', 'Paula', 'Nicolás',
      'Gabriela', 'Carlos', 'Mariana', 'Pablo', 'Elena', 'Miguel', 'Carmen', 'José', 'Ana',
      'Joaquín', 'Ximena', 'Emiliano', 'Renata', 'Álvaro', 'Julieta', 'Tomás', 'Valeria', 'Rodrigo',
      'Catalina', 'Fernando', 'Luciana', 'Héctor', 'Natalia', 'Iván', 'Pilar', 'Ignacio', 'Rocío',
      'Esteban', 'Inés', 'Manuel', 'Agustina', 'Raúl',
    ],
    family: [
      'García', 'Rodríguez', 'Martínez', 'López', 'González', 'Hernández', 'Pérez', 'Sánchez',
      'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Reyes', 'Cruz',
      'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Vargas', 'Castillo', 'Jiménez', 'Moreno', 'Romero',
      'Herrera', 'Medina', 'Aguilar', 'Castro', 'Ruiz', 'Álvarez', 'Mendoza', 'Vázquez', 'Navarro',
      'Domínguez', 'Gil', 'Serrano', 'Molina', 'Delgado', 'Suárez', 'Ortega', 'Rubio', 'Muñoz',
      'Iglesias', 'Fuentes', 'Peña', 'Cabrera', 'Campos', 'Vega', 'Rojas', 'Contreras', 'Salazar',
    ],
  },
  portuguese: {
    language: 'en',
    given: [
      'João', 'Ana', 'Pedro', 'Mariana', 'Lucas', 'Beatriz', 'Gabriel', 'Larissa', 'Rafael',
      'Camila', 'Thiago', 'Juliana', 'Felipe', 'Fernanda', 'Bruno', 'Letícia', 'Gustavo', 'Inês',
      'Tiago', 'Carolina', 'Vinícius', 'Luana',
    ],
    family: [
      'Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida',
      'Nascimento', 'Lima', 'Araújo', 'Fernandes', 'Carvalho', 'Gomes', 'Martins', 'Rocha',
      'Ribeiro', 'Barbosa', 'Ferreira', 'Cardoso', 'Moreira', 'Teixeira',
    ],
  },
  german: {
    language: 'en',
    given: [
      'Lukas', 'Anna', 'Felix', 'Lena', 'Jonas', 'Laura', 'Maximilian', 'Julia', 'Leon', 'Sophie',
      'Paul', 'Marie', 'Niklas', 'Hannah', 'Tobias', 'Lea', 'Florian', 'Katharina', 'Moritz', 'Jana',
    ],
    family: [
      'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz',
      'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Braun', 'Zimmermann',
      'Krüger', 'Hartmann', 'Lange', 'Werner',
    ],
  },
  french: {
    language: 'en',
    given: [
      'Louis', 'Camille', 'Hugo', 'Léa', 'Jules', 'Manon', 'Arthur', 'Chloé', 'Théo', 'Inès',
      'Raphaël', 'Juliette', 'Nathan', 'Élodie', 'Antoine', 'Margaux', 'Mathis', 'Amélie',
      'Baptiste', 'Céline',
    ],
    family: [
      'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy',
      'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux',
      'Vincent', 'Fournier', 'Girard', 'Lambert', 'Fontaine', 'Chevalier',
    ],
  },
  italian: {
    language: 'en',
    given: [
      'Francesco', 'Giulia', 'Alessandro', 'Chiara', 'Lorenzo', 'Francesca', 'Matteo', 'Sara',
      'Leonardo', 'Martina', 'Riccardo', 'Alessia', 'Davide', 'Elisa', 'Gabriele', 'Federica',
      'Marco', 'Valentina', 'Simone', 'Aurora',
    ],
    family: [
      'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino',
      'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo',
      'Lombardi', 'Moretti', 'Barbieri', 'Fontana',
    ],
  },
  dutch: {
    language: 'en',
    given: [
      'Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Tess', 'Finn', 'Sanne', 'Bram', 'Lotte', 'Thijs',
      'Fleur', 'Ruben', 'Anouk',
    ],
    family: [
      'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit',
      'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks',
    ],
  },
  swedish: {
    language: 'en',
    given: [
      'Erik', 'Elsa', 'Oscar', 'Maja', 'William', 'Alice', 'Hugo', 'Saga', 'Axel', 'Ebba', 'Albin',
      'Wilma', 'Linnea', 'Gustav',
    ],
    family: [
      'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson',
      'Persson', 'Svensson', 'Gustafsson', 'Lindberg', 'Lindqvist', 'Berg', 'Holm',
    ],
  },
  polish: {
    language: 'en',
    given: [
      'Jakub', 'Zuzanna', 'Kacper', 'Julia', 'Szymon', 'Maja', 'Filip', 'Zofia', 'Mateusz',
      'Aleksandra', 'Wojciech', 'Natalia', 'Paweł', 'Agnieszka',
    ],
    family: [
      'Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski',
      'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur',
    ],
  },
  japanese: {
    language: 'en',
    given: [
      'Haruto', 'Yui', 'Sota', 'Hina', 'Ren', 'Aoi', 'Yuto', 'Sakura', 'Kaito', 'Mio', 'Riku',
      'Yuna', 'Takumi', 'Hana', 'Kenji', 'Akiko',
    ],
    family: [
      'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura',
      'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura',
    ],
  },
  korean: {
    language: 'en',
    given: [
      'Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Ji-woo', 'Seo-jun', 'Soo-ah',
      'Hyun-woo', 'Ye-jin', 'Jae-won', 'Eun-ji',
    ],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han'],
  },
  indian: {
    language: 'en',
    given: [
      'Aarav', 'Ananya', 'Vivaan', 'Diya', 'Arjun', 'Priya', 'Rohan', 'Kavya', 'Aditya', 'Isha',
      'Karan', 'Meera', 'Rahul', 'Nisha', 'Siddharth', 'Pooja', 'Vikram', 'Shreya',
    ],
    family: [
      'Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Mehta', 'Joshi',
      'Rao', 'Das', 'Chatterjee', 'Menon', 'Kapoor', 'Malhotra',
    ],
  },
  nigerian: {
    language: 'en',
    given: [
      'Chinedu', 'Ngozi', 'Oluwaseun', 'Adaeze', 'Emeka', 'Funmilayo', 'Tunde', 'Chiamaka',
      'Babajide', 'Yetunde', 'Ikenna', 'Amara', 'Femi', 'Temitope', 'Uche', 'Folake',
    ],
    family: [
      'Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Adebayo', 'Nwosu', 'Ogunleye',
      'Chukwu', 'Olawale', 'Obi', 'Afolabi', 'Ibrahim', 'Nnamdi',
    ],
  },
  southAfrican: {
    language: 'en',
    given: [
      'Thabo', 'Lerato', 'Sipho', 'Nomvula', 'Pieter', 'Annika', 'Kagiso', 'Zanele', 'Johan',
      'Naledi', 'Lwazi', 'Elna', 'Bongani', 'Thandiwe',
    ],
    family: [
      'Dlamini', 'Nkosi', 'Ndlovu', 'van der Merwe', 'Botha', 'Khumalo', 'Mokoena', 'Pretorius',
      'Naidoo', 'Mahlangu', 'Sithole', 'du Plessis', 'Mthembu', 'Jacobs',
    ],
  },
} as const satisfies Record<string, NameCulture>;

export type NameCultureId = keyof typeof NAME_CULTURES;

/** "Lucía" → "lucia": letters and digits only, for e-mail addresses and usernames. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
