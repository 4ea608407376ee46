import { forwardRef, useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icons';

type Props = Omit<ComponentProps<typeof Input>, 'type'> & { toggleTestId?: string };

/** A password input with the show/hide toggle every password field of the product has. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { toggleTestId = 'toggle-password', ...input },
  ref,
) {
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
      <Input ref={ref} type={show ? 'text' : 'password'} {...input} />
    </InputGroup>
  );
});
