import { Checkbox, HStack, Link } from '@chakra-ui/react';

/** One policy to accept: its checkbox and, beside it, a link that opens the document in a new tab. */
export function PolicyCheckbox({
  label,
  linkText,
  url,
  checked,
  onChange,
  testId,
}: {
  label: string;
  linkText: string;
  url: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  return (
    <HStack gap="2" align="start" flexWrap="wrap">
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(!!e.checked)}>
        <Checkbox.HiddenInput data-testid={testId} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline" fontSize="sm">
        {linkText}
      </Link>
    </HStack>
  );
}
