/** The sandbox bank: the built-in test payment provider and its hosted pages. */
export { SANDBOX_SIGNATURE_HEADER, sandboxFormToken, sandboxPay, signSandboxBody } from './provider.ts';
export { setUpSandboxBank } from './setup.ts';
