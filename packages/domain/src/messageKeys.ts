/** Message keys of spec §8, translated in the web locales under `messages.<key>`. */
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
