import type { Control, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { MailshotInput } from '@tessera/domain/mailshots/mailshot';
import type { Draft } from './mailshotDraft';

/** What a section of the compose form takes from it. */
export interface DraftSectionProps {
  control: Control<Draft, unknown, MailshotInput>;
  register: UseFormRegister<Draft>;
  setValue: UseFormSetValue<Draft>;
  errors: FieldErrors<Draft>;
  /** the draft can no longer change (a save or a send is under way) */
  disabled?: boolean;
}
