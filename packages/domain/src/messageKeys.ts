/** The message keys of the error catalogue, translated in the web locales under `messages.<key>`. */
export const MESSAGE_KEYS = [
  'link_sent_error_key',
  'link_sent_success_key',
  'pass_change_error_key',
  'pass_change_success_key',
  'username_change_error_key',
  'username_change_success_key',
  'error_printing_receipt_key',
  'reset_pass_email_error_key',
  'reset_pass_email_sent_key',
  'sms_sent_key',
  'sent_otp_via_email_key',
  'user_found_proceed_key',
  'data_updated_key',
  'error_key',
  'select_an_offer_key',
  'please_wait_key',
  'proceed_to_payment_key',
  'proceed_to_preregistration_key',
  'confirm_activation_key',
  'check_card_activation_key',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/**
 * The catalogue's other messages, which came without a key: named here, translated under `messages.<key>`.
 * Only the meaning is fixed here; the texts are in the web locales.
 */
export const OTHER_MESSAGE_KEYS = [
  /** verification error, retry later */
  'verification_error_key',
  'card_not_available_key',
  'card_send_error_key',
  /** payment error, check with the bank */
  'payment_error_key',
  'refund_error_key',
  'receipt_data_error_key',
  'sender_creation_error_key',
  'file_upload_error_key',
  /** an extraction (advanced search export) with no results */
  'extraction_no_results_key',
] as const;
export type OtherMessageKey = (typeof OTHER_MESSAGE_KEYS)[number];

/**
 * Every message key a domain schema or check can produce under `validation.` (full i18n paths). The web
 * locale test asserts each has a text in both languages; a domain test asserts the schemas use no other.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.tooMany',
  'validation.email',
  'validation.date',
  'validation.birthDate',
  'validation.taxCodeMax',
  'validation.taxCodeInvalid',
  'validation.zipMax',
  'validation.cap',
  'validation.cents',
  'validation.id',
  'validation.cardNumber',
  'validation.phone',
  'validation.emptyPatch',
  'validation.profileRequired',
  'validation.tooLong',
  'validation.tooShort',
  'validation.otpLength',
  'validation.otpDigits',
  'validation.passwordMin',
  'validation.passwordMax',
  'validation.passwordTooLong',
  'validation.passwordDigit',
  'validation.passwordLower',
  'validation.passwordUpper',
  'validation.passwordSpecial',
  'validation.passwordsMismatch',
  'validation.mustAccept',
  'validation.municipalityRequired',
  'validation.provinceCode',
  'validation.municipalityCountry',
  'validation.number',
  'validation.notAllowed',
  'validation.positiveInteger',
  'validation.phoneRequiredForTicket',
  'validation.uploadMode',
  'validation.groupsRequired',
  'validation.groupsOnlyLocal',
  'validation.tooManyGroups',
  'validation.duplicate',
  'validation.link',
  'validation.httpsUrl',
  'validation.vatNumber',
  'validation.addressLine',
  'validation.unknownField',
  'validation.tooDeep',
  'validation.endBeforeStart',
  'validation.tooManyValues',
  'validation.photoRequired',
  'validation.notFound',
  'validation.amountTooLarge',
  'validation.refundTooLarge',
  'validation.futureYear',
  'validation.minAboveSeats',
  'validation.onlineNeedsCard',
  'validation.seatsBelowEnrolled',
  'validation.colour',
  'validation.contrast',
  'validation.chooseOne',
  'validation.hostname',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Message keys of the file checks (member upload, recipients file), full i18n paths. */
export const UPLOAD_KEYS = [
  'upload.nonConformingDocument',
  'upload.missingEmailColumn',
  'upload.unsupportedFileType',
  'upload.fileTooLarge',
  'upload.invalidContent',
  'upload.tooManyRows',
  'upload.documentType',
  'upload.tooManyDocuments',
  'upload.assemblyDocumentsFull',
  'upload.mappingUnknownField',
  'upload.mappingRepeatedField',
] as const;
export type UploadKey = (typeof UPLOAD_KEYS)[number];

/** Everything a form schema can put in an issue message: validation and upload keys, plus the one catalogue key used by signup. */
export const FORM_MESSAGE_KEYS: readonly string[] = [...VALIDATION_KEYS, ...UPLOAD_KEYS, 'messages.select_an_offer_key'];
