import { Heading, type HeadingProps } from '@chakra-ui/react';

/**
 * A page's title: the page's one h1 (Chakra's Heading is an h2 unless told), so screen-reader users can jump to it and
 * every page has a top heading; `size` keeps the look each page had (2xl in the app, xl on the public panels).
 */
export function PageTitle({ size = '2xl', ...props }: HeadingProps) {
  return <Heading as="h1" size={size} {...props} />;
}
