import { field, paragraphsOf, type MailContent, type MailTexts } from '../content';

/** A message whose words the caller writes (members/suspension.ts), in the language it chose. */
export interface GenericMailData {
  subject: string;
  /** plain text, paragraphs split on blank lines */
  body: string;
  link?: string;
  /** the link's words; the address itself when blank */
  linkLabel?: string;
}

function generic(d: GenericMailData): MailContent {
  return {
    subject: field(d.subject),
    parts: [
      ...paragraphsOf(d.body).map((p) => ({ p })),
      ...(field(d.link) ? [{ link: field(d.link), label: field(d.linkLabel) || field(d.link) }] : []),
    ],
  };
}

export const genericMail: MailTexts<GenericMailData> = {
  it: (d) => generic(d),
  en: (d) => generic(d),
};
