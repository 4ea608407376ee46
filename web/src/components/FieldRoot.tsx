import { useId } from 'react';
import { Field } from '@chakra-ui/react';

/**
 * Field.Root whose error text describes its control (aria-describedby), not only aria-errormessage, which screen
 * readers barely announce: the error text also takes the helper-text id, and Ark describes the control by the
 * helper text whenever that element is in the page (an error text exists only while the field is invalid).
 * A Field.HelperText inside must be shown only while there is no error (the two share one id).
 */
export function FieldRoot(props: Field.RootProps) {
  const errorText = `field-error-${useId()}`;
  return <Field.Root ids={{ errorText, helperText: errorText }} {...props} />;
}
