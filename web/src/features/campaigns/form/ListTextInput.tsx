import { useState } from 'react';
import { Input } from '@chakra-ui/react';

/** A list typed as text, comma-separated ("S, M, L"): the text as typed is kept, the values handed on. */
export function ListTextInput({
  value,
  onChange,
  ...props
}: { value: string[]; onChange: (v: string[]) => void } & Record<string, unknown>) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <Input
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(
          e.currentTarget.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
      {...props}
    />
  );
}
