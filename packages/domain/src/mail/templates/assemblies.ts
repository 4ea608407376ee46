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
  agenda: { title: string; description: string }[];
  /** the assembly's page in the personal area: its agenda, and the proxy given there */
  link: string;
  /**
   * the member's own door code (functions/src/assemblies/doorCode.ts), attached as a QR image and never printed:
   * each member's message has its own; the data kept with the convocation has none
   */
  doorCode?: string;
}

const agendaOf = (d: AssemblyConvocationMailData): MailPart[] =>
  (Array.isArray(d.agenda) ? d.agenda : []).map((item, i) => ({
    p: `${i + 1}. ${field(item.title)}${field(item.description) ? ` — ${field(item.description)}` : ''}`,
  }));

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
      ...agendaOf(d),
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
      ...agendaOf(d),
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
