/** State fees (issue 20): the fee effects on applications, online and transfer payment, statements. */

export { demoStatement } from './demo-statement.ts';
export { importStatementFolder } from './folder.ts';
export { feeRoutes } from './routes.ts';
export { createFeeService, FEE_PURPOSE, type FeeService } from './service.ts';
