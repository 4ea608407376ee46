/**
 * Images the server makes smaller before keeping them (the organization's logo, members' photos): what the picker
 * offers, and the decoding limit. The type is read from the bytes (files.ts sniffFileType), never from the name.
 */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
/** Images larger than this many pixels are refused before decoding (a decompression bomb). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
