/**
 * L16.2 individual certificate for work with fluorinated greenhouse gases (spec §3 L16:
 * certificates with number, issue date, valid from/to, EU country and categories gained,
 * certificate recipient data, price, payment method; spec §5 L16: certificate data, a copy of an
 * ID document, a mandatory category). A technician asks for a certificate on the strength of an
 * exam passed with a training provider, or for a certificate issued in another EU country to be
 * recognised.
 *
 * Filed by persons only: the certificate is personal, so a company must not file it (spec §5
 * "A company must not submit certain application types"; the engine refuses with its message).
 */
import type { KindDefinition, Option } from '../../engine/definition.ts';
import { EU_COUNTRIES, FGAS_CATEGORIES, paymentMethodField, rowsOf } from '../../parts/fgas.ts';

export const CERTIFICATE_BASES: readonly Option[] = [
  { value: 'EGZAMINAS', label: 'l16.basis.EGZAMINAS' },
  { value: 'PRIPAZINIMAS', label: 'l16.basis.PRIPAZINIMAS' },
];

export const l16_2: KindDefinition = {
  segment: 'l16_2',
  listing: { category: 'pollution', title: 'kind.l16_2.title', pageTitle: 'kind.l16_2.pageTitle' },
  schemaVersion: 1,
  filers: ['person'],
  applicationTypes: ['NAUJA'],
  // State fee default (spec §3 L16 lists a price and a payment method); ADR 0008 records prices as
  // defaults that the officer confirms when issuing.
  price: { type: 'fixed', cents: 1_400 },
  // The state fee is owed from submission (ADR 0027), as for the other F-gas certificates.
  fee: { due: 'submission' },
  // Five years, after which the technician shows current knowledge again.
  validity: { months: 60 },
  permitLifecycle: 'general',
  steps: [
    {
      id: 'recipient',
      title: 'l16.step.recipient',
      description: 'l16.step.recipient.description',
      fields: [
        { type: 'name', name: 'recipientFirstName', label: 'worker.vardas', width: 'third' },
        { type: 'name', name: 'recipientLastName', label: 'worker.pavarde', width: 'third' },
        { type: 'personCode', name: 'recipientPersonCode', label: 'worker.asmensKodas', width: 'third' },
        { type: 'radio', name: 'basis', label: 'l16.basis', options: CERTIFICATE_BASES },
        {
          type: 'checkboxes',
          name: 'requestedCategories',
          label: 'l16.requestedCategories',
          hint: 'l16.requestedCategories.hint',
          options: FGAS_CATEGORIES,
        },
      ],
    },
    {
      id: 'certificates',
      title: 'l16.step.certificates',
      description: 'l16.step.certificates.description',
      fields: [
        {
          type: 'group',
          name: 'certificates',
          label: 'l16.certificates',
          itemLabel: 'l16.certificates.item',
          addLabel: 'l16.certificates.add',
          min: 1,
          minMessage: 'l16.error.certificateRequired',
          fields: [
            { type: 'text', name: 'number', label: 'l16.certificate.number', maxLength: 50, width: 'half' },
            {
              type: 'text',
              name: 'issuer',
              label: 'l16.certificate.issuer',
              hint: 'l16.certificate.issuer.hint',
              maxLength: 200,
              width: 'half',
            },
            { type: 'date', name: 'issueDate', label: 'l16.certificate.issueDate', width: 'third' },
            { type: 'date', name: 'validFrom', label: 'l16.certificate.validFrom', width: 'third' },
            {
              type: 'date',
              name: 'validTo',
              label: 'l16.certificate.validTo',
              hint: 'l16.certificate.validTo.hint',
              required: false,
              after: 'validFrom',
              width: 'third',
            },
            { type: 'select', name: 'country', label: 'l16.certificate.country', options: EU_COUNTRIES },
            {
              type: 'checkboxes',
              name: 'categories',
              label: 'l16.certificate.categories',
              options: FGAS_CATEGORIES,
            },
          ],
          unique: { fields: ['number', 'country'], message: 'l16.error.duplicateCertificate' },
        },
      ],
      documents: ['PAZYMEJIMO_KOPIJA'],
    },
    {
      id: 'payment',
      title: 'l16.step.payment',
      description: 'l16.step.payment.description',
      fields: [paymentMethodField],
      documents: ['ASMENS_DOKUMENTAS', 'KITA'],
    },
  ],
  documents: [
    {
      type: 'PAZYMEJIMO_KOPIJA',
      title: 'l16.document.PAZYMEJIMO_KOPIJA',
      hint: 'l16.document.PAZYMEJIMO_KOPIJA.hint',
      accept: 'l16',
      required: true,
      requiredMessage: 'l16.error.certificateCopyRequired',
    },
    {
      type: 'ASMENS_DOKUMENTAS',
      title: 'l16.document.ASMENS_DOKUMENTAS',
      hint: 'l16.document.ASMENS_DOKUMENTAS.hint',
      accept: 'l16',
      required: true,
      requiredMessage: 'l16.error.idDocumentRequired',
    },
    { type: 'KITA', title: 'document.KITA', accept: 'l16' },
  ],
  rules: [
    {
      // A certificate is issued only for categories the listed certificates show as gained.
      path: 'requestedCategories',
      message: 'l16.error.categoryNotGained',
      test: (data) => {
        const gained = new Set(
          rowsOf(data, 'certificates').flatMap((row) =>
            Array.isArray(row.categories) ? row.categories : [],
          ),
        );
        const requested = Array.isArray(data.requestedCategories) ? data.requestedCategories : [];
        return requested.every((category) => gained.has(category));
      },
    },
    {
      // Recognition needs a certificate from another member state (with none listed, the group's
      // own minimum message says so).
      path: 'certificates',
      message: 'l16.error.foreignCertificateRequired',
      test: (data) => {
        const rows = rowsOf(data, 'certificates');
        return (
          data.basis !== 'PRIPAZINIMAS' ||
          rows.length === 0 ||
          rows.some((row) => typeof row.country === 'string' && row.country !== 'LT')
        );
      },
    },
  ],
};
