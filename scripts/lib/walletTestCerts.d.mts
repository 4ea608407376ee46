// Types of walletTestCerts.mjs for the tests that import it.
export declare const TEST_PASS_TYPE_ID: string;
export declare const TEST_TEAM_ID: string;
export declare function makeWalletTestCerts(): { wwdr: string; signerCert: string; signerKey: string };
export declare function walletTestSecrets(): Record<
  'APPLE_WALLET_WWDR_CERT' | 'APPLE_WALLET_SIGNER_CERT' | 'APPLE_WALLET_SIGNER_KEY',
  string
>;
