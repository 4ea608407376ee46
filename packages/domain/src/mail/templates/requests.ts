import type { RequestType } from '../../entities/memberRequest';
import { field, mailAmount, type MailTexts } from '../content';

export interface RequestDecidedMailData {
  name: string;
  type: RequestType;
  accepted: boolean;
  /** a refund's payment: what it paid for and its amount (cents) */
  object?: string;
  amount?: number;
  /** the administrator's note to the member */
  note?: string | null;
}

const IT_SUBJECT = {
  REFUND: 'La tua richiesta di rimborso',
  CANCELLATION: 'La tua richiesta di recesso',
  ERASURE: 'La tua richiesta di cancellazione dei dati',
};
const EN_SUBJECT = { REFUND: 'refund', CANCELLATION: 'cancellation', ERASURE: 'data erasure' };

/** POST /v1/requests/decide: the member learns what became of their request (a refund, their cancellation, their erasure). */
export const requestDecidedMail: MailTexts<RequestDecidedMailData> = {
  it: (d, org) => ({
    subject: `${IT_SUBJECT[d.type]}: ${d.accepted ? 'accolta' : 'respinta'}`,
    parts: [
      { p: `Ciao ${field(d.name)},` },
      {
        p:
          d.type === 'REFUND'
            ? `la tua richiesta di rimborso per "${field(d.object)}" (${mailAmount(d.amount, 'it')}) è stata ${d.accepted ? 'accolta: il rimborso è in corso con lo stesso metodo del pagamento' : 'respinta'}.`
            : d.type === 'ERASURE'
              ? `la tua richiesta di cancellazione dei dati personali è stata ${d.accepted ? "accolta: i tuoi dati vengono cancellati ora, tranne quelli che la legge ci obbliga a conservare (le ricevute e i pagamenti per dieci anni, il libro soci). Non potrai più accedere all'area personale e questa email è l'ultima che ti scriviamo" : 'respinta'}.`
              : `la tua richiesta di recesso è stata ${d.accepted ? 'accolta: la tua iscrizione non sarà rinnovata e diventerà inattiva al prossimo rinnovo' : 'respinta: la tua iscrizione resta attiva'}.`,
      },
      ...(field(d.note) ? [{ p: `${d.accepted ? "Nota dell'associazione" : 'Motivo'}: ${field(d.note)}` }] : []),
      { p: `Un saluto da ${org}` },
    ],
  }),
  en: (d, org) => ({
    subject: `Your ${EN_SUBJECT[d.type]} request: ${d.accepted ? 'accepted' : 'refused'}`,
    parts: [
      { p: `Hello ${field(d.name)},` },
      {
        p:
          d.type === 'REFUND'
            ? `your refund request for "${field(d.object)}" (${mailAmount(d.amount, 'en')}) was ${d.accepted ? 'accepted: the money goes back the way you paid' : 'refused'}.`
            : d.type === 'ERASURE'
              ? `your request to erase your personal data was ${d.accepted ? 'accepted: your data is being erased now, except what the law requires us to keep (receipts and payments for ten years, the register of members). You will no longer be able to sign in, and this is the last email we send you' : 'refused'}.`
              : `your cancellation request was ${d.accepted ? 'accepted: your membership will not be renewed and becomes inactive at the next renewal' : 'refused: your membership stays active'}.`,
      },
      ...(field(d.note) ? [{ p: `${d.accepted ? 'Note from the association' : 'Reason'}: ${field(d.note)}` }] : []),
      { p: `Best regards from ${org}` },
    ],
  }),
};
