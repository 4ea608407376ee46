/**
 * Common Italian given names, surnames and street names. Broad lists so that 20,000 generated
 * members look varied; a few carry accents, apostrophes or spaces (Niccolò, D'Amico, De Luca)
 * because real data does and the tax code, search words and emails must cope with them.
 */
// prettier-ignore
export const MALE_NAMES = [
  'Alessandro', 'Andrea', 'Antonio', 'Francesco', 'Giuseppe', 'Giovanni', 'Lorenzo', 'Leonardo', 'Luca', 'Marco',
  'Matteo', 'Mattia', 'Riccardo', 'Davide', 'Federico', 'Gabriele', 'Simone', 'Stefano', 'Paolo', 'Roberto',
  'Massimo', 'Fabio', 'Claudio', 'Daniele', 'Emanuele', 'Filippo', 'Tommaso', 'Edoardo', 'Pietro', 'Salvatore',
  'Vincenzo', 'Domenico', 'Michele', 'Mario', 'Luigi', 'Carlo', 'Franco', 'Giorgio', 'Sergio', 'Bruno',
  'Enrico', 'Alberto', 'Angelo', 'Nicola', 'Raffaele', 'Gianluca', 'Maurizio', 'Fabrizio', 'Luciano', 'Renato',
  'Diego', 'Cristian', 'Samuele', 'Giacomo', 'Alessio', 'Valerio', 'Niccolò', 'Elia', 'Giulio', 'Ettore',
  'Umberto', 'Vittorio', 'Aldo', 'Dario', 'Manuel', 'Gianni', 'Sandro', 'Arturo', 'Cesare', 'Corrado',
  'Emilio', 'Guido', 'Mirko', 'Ugo', 'Rocco', 'Gaetano', 'Pasquale', 'Carmelo', 'Gennaro', 'Ciro',
  'Cosimo', 'Giancarlo', 'Pierluigi', 'Walter', 'Ivano', 'Loris', 'Tiziano', 'Ivo', 'Nazareno', 'Achille',
] as const;

// prettier-ignore
export const FEMALE_NAMES = [
  'Giulia', 'Sofia', 'Aurora', 'Alice', 'Ginevra', 'Emma', 'Giorgia', 'Greta', 'Beatrice', 'Anna',
  'Chiara', 'Martina', 'Sara', 'Francesca', 'Elena', 'Valentina', 'Alessandra', 'Federica', 'Silvia', 'Laura',
  'Paola', 'Roberta', 'Monica', 'Barbara', 'Cristina', 'Elisa', 'Simona', 'Daniela', 'Maria', 'Giovanna',
  'Rosa', 'Lucia', 'Angela', 'Teresa', 'Carla', 'Patrizia', 'Antonella', 'Michela', 'Serena', 'Ilaria',
  'Camilla', 'Matilde', 'Vittoria', 'Noemi', 'Arianna', 'Irene', 'Rebecca', 'Marta', 'Caterina', 'Bianca',
  'Nicole', 'Gaia', 'Viola', 'Ludovica', 'Benedetta', 'Margherita', 'Eleonora', 'Veronica', 'Stefania', 'Claudia',
  'Manuela', 'Tiziana', 'Rita', 'Franca', 'Gabriella', 'Marisa', 'Loredana', 'Carmela', 'Concetta', 'Graziella',
  'Ornella', 'Luisa', 'Lorena', 'Miriam', 'Debora', 'Erica', 'Asia', 'Agnese', 'Adele', 'Nadia',
  'Sabrina', 'Raffaella', 'Cinzia', 'Annalisa', 'Letizia', 'Mirella', 'Nicoletta', 'Rossella', 'Vanessa', 'Wanda',
] as const;

// prettier-ignore
export const SURNAMES = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
  'Longo', 'Gentile', 'Martinelli', 'Vitale', 'Lombardo', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti',
  'Parisi', 'Villa', 'Conte', 'Ferraro', 'Ferri', 'Fabbri', 'Bianco', 'Marini', 'Grasso', 'Valentini',
  'Messina', 'Sala', 'De Angelis', 'Gatti', 'Pellegrini', 'Palumbo', 'Sanna', 'Farina', 'Rizzi', 'Monti',
  'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza', 'Testa', 'Grassi', 'Pellegrino', 'Carbone', 'Giuliani',
  'Benedetti', 'Barone', 'Rossetti', 'Caputo', 'Montanari', 'Guerra', 'Palmieri', 'Bernardi', 'Martino', 'Fiore',
  'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Riva', 'Donati', 'Piras', 'Vitali', 'Battaglia', 'Sartori',
  'Neri', 'Costantini', 'Milani', 'Pagano', 'Ruggiero', 'Sorrentino', "D'Amico", 'Orlando', 'Negri', 'Mele',
  'Bassi', 'Fumagalli', 'Brambilla', 'Colonna', 'Cirillo', 'Mazzoni', 'Marras', 'Melis', 'Pinna', 'La Rosa',
  'Lo Bianco', 'Zanetti', 'Zanella', 'Furlan', 'Zanon', 'Zambon', 'Pedrotti', 'Cavalli', 'Ricciardi', 'Lucchesi',
  'Tedesco', 'Bonetti', 'Rota', 'Locatelli', 'Pozzi', 'Ghezzi', 'Radaelli', 'Galbiati', 'Bertolini', 'Olivieri',
  'Fabbrini', 'Bonomi', 'Marchi', 'Mattei', 'Cocco', 'Fadda', 'Gallina', 'Guidi', 'Grimaldi', 'Ferrante',
  'Di Pietro', 'Di Stefano', 'Di Marco', 'Di Giacomo', 'Nicolosi', 'Cusumano', 'Scalia', 'Vitiello', 'Iovine', 'Capasso',
] as const;

// prettier-ignore
export const STREETS = [
  'Via Roma', 'Via Giuseppe Garibaldi', 'Via Giuseppe Mazzini', 'Corso Italia', 'Via Dante Alighieri', 'Via Cavour',
  'Via Giuseppe Verdi', 'Via Alessandro Manzoni', 'Piazza della Repubblica', 'Viale dei Mille', 'Via XX Settembre',
  'Via IV Novembre', 'Corso Vittorio Emanuele II', 'Via Guglielmo Marconi', 'Via Giacomo Matteotti', 'Via Antonio Gramsci',
  'Via San Francesco', 'Via della Libertà', 'Via Leonardo da Vinci', 'Via Galileo Galilei', 'Via dei Tigli', 'Via delle Rose',
  'Via Umberto I', 'Via Nazionale', 'Viale Europa', 'Via Cesare Battisti', 'Via Nino Bixio', 'Via Giovanni Pascoli',
  'Via Giosuè Carducci', 'Via Trieste',
] as const;

/** Lower-case ASCII letters only, for email local parts ("Niccolò" → "niccolo", "D'Amico" → "damico"). */
export function asciiSlug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
