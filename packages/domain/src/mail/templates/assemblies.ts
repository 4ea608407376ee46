import type { AssemblyKind } from '../../assemblies/rules';
import { field, mailDateTime, type MailContent, type MailPart, type MailTexts } from '../content';

/** The convocation of a members' assembly (functions/src/assemblies/convocation.ts), the same for every member of a language. */
export interface AssemblyConvocationMailData {
  kind: AssemblyKind;
  title: string;
  /** ISO date-times: written on the Italian clock */
  firstCall: string;
  secondCall: string;
  place: string | null;
  online: boolean;
  /** each item with the names of its documents (the files are downloaded from the personal area, never attached) */
  agenda: { title: string; description: string; documents?: string[] }[];
  /** the names of the documents of the assembly as a whole */
  documents?: string[];
  /** the assembly's page in the personal area: its agenda, and the proxy given there */
  link: string;
  /**
   * the member's own door code (functions/src/assemblies/doorCode.ts), attached as a QR image and never printed:
   * each member's message has its own; the data kept with the convocation has none
   */
  doorCode?: string;
}

const namesOf = (v: unknown): string[] => (Array.isArray(v) ? v.map(field).filter(Boolean) : []);

/** Each item, and under it the names of its documents (`label`: "Documents" in the message's language). */
const agendaOf = (d: AssemblyConvocationMailData, label: string): MailPart[] =>
  (Array.isArray(d.agenda) ? d.agenda : []).flatMap((item, i) => {
    const docs = namesOf(item.documents);
    return [
      { p: `${i + 1}. ${field(item.title)}${field(item.description) ? ` — ${field(item.description)}` : ''}` },
      ...(docs.length ? [{ p: `${label}: ${docs.join('; ')}` }] : []),
    ];
  });

/** Whether the message names any document: then it says where they are downloaded. */
const anyDocument = (d: AssemblyConvocationMailData) =>
  namesOf(d.documents).length > 0 || (Array.isArray(d.agenda) && d.agenda.some((i) => namesOf(i.documents).length > 0));

function italian(d: AssemblyConvocationMailData, org: string): MailContent {
  const kind = d.kind === 'EXTRAORDINARY' ? 'straordinaria' : 'ordinaria';
  const where = field(d.place)
    ? `Luogo: ${field(d.place)}.${d.online ? ' Si potrà partecipare anche in videoconferenza.' : ''}`
    : "L'assemblea si terrà in videoconferenza.";
  return {
    subject: `Convocazione dell'assemblea ${kind} dei soci: ${field(d.title)}`,
    parts: [
      { p: 'Cara socia, caro socio,' },
      { p: `è convocata l'assemblea ${kind} dei soci di ${org} («${field(d.title)}»).` },
      {
        p:
          `Prima convocazione: ${mailDateTime(d.firstCall, 'it')}; seconda convocazione: ${mailDateTime(d.secondCall, 'it')} ` +
          '(ora italiana).',
      },
      { p: where },
      { p: 'Ordine del giorno:' },
      ...agendaOf(d, 'Documenti'),
      ...(namesOf(d.documents).length ? [{ p: `Documenti dell'assemblea: ${namesOf(d.documents).join('; ')}` }] : []),
      ...(anyDocument(d) ? [{ p: 'I documenti si scaricano dalla pagina dell’assemblea nella tua area personale.' }] : []),
      {
        p:
          "Nella tua area personale trovi l'ordine del giorno e, se non puoi partecipare, puoi delegare un altro socio " +
          'che abbia diritto di voto.',
      },
      { link: field(d.link), label: "Vai all'assemblea nella tua area personale" },
      ...(field(d.doorCode)
        ? [
            {
              p:
                "All'ingresso mostra il codice QR allegato a questa email (assemblea-qr.png), sul telefono o stampato, " +
                'oppure la tua tessera: la registrazione della presenza è immediata. Il codice è personale e vale solo per ' +
                'questa assemblea.',
            },
          ]
        : []),
      { p: `Un saluto da ${org}` },
    ],
  };
}

function english(d: AssemblyConvocationMailData, org: string): MailContent {
  const kind = d.kind === 'EXTRAORDINARY' ? 'extraordinary' : 'ordinary';
  const where = field(d.place)
    ? `Place: ${field(d.place)}.${d.online ? ' You can also attend by video.' : ''}`
    : 'The meeting will be held by video.';
  return {
    subject: `Notice of the ${kind} members' meeting: ${field(d.title)}`,
    parts: [
      { p: 'Dear member,' },
      { p: `the ${kind} members' meeting of ${org} is called ("${field(d.title)}").` },
      { p: `First call: ${mailDateTime(d.firstCall, 'en')}; second call: ${mailDateTime(d.secondCall, 'en')} (Italian time).` },
      { p: where },
      { p: 'Agenda:' },
      ...agendaOf(d, 'Documents'),
      ...(namesOf(d.documents).length ? [{ p: `Documents of the meeting: ${namesOf(d.documents).join('; ')}` }] : []),
      ...(anyDocument(d) ? [{ p: 'You can download the documents from the meeting’s page in your personal area.' }] : []),
      {
        p: 'In your personal area you will find the agenda and, if you cannot attend, you can give your proxy to another member entitled to vote.',
      },
      { link: field(d.link), label: 'Go to the meeting in your personal area' },
      ...(field(d.doorCode)
        ? [
            {
              p:
                'At the door, show the QR code attached to this email (assemblea-qr.png), on your phone or printed, or your ' +
                'membership card: you are checked in at once. The code is yours alone and only for this meeting.',
            },
          ]
        : []),
      { p: `Best regards from ${org}` },
    ],
  };
}

export const assemblyConvocationMail: MailTexts<AssemblyConvocationMailData> = { it: italian, en: english };
