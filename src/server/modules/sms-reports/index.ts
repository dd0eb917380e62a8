/** Catch reports by SMS (issue 21 item 4, ADR 0035): the gateway's webhook for inbound SMS. */
export { parseCatchSms } from './grammar.ts';
export { SMS_SIGNATURE_HEADER, SMS_WEBHOOK_PATH, signSmsWebhook, smsReportRoutes } from './routes.ts';
export { createSmsReportService, reportIdOf, type SmsReportService } from './service.ts';
