import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

/** A password input with its show/hide toggle (login, new password): `toggleTestId` names the toggle for tests. */
export function PasswordInput({ toggleTestId, ...input }: ComponentProps<typeof Input> & { toggleTestId: string }) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t(show ? 'auth.hidePassword' : 'auth.showPassword')}
          aria-pressed={show}
          onClick={() => setShow((s) => !s)}
          data-testid={toggleTestId}
        >
          {show ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...input} type={show ? 'text' : 'password'} />
    </InputGroup>
  );
}
