import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OTP_EXPIRED, OTP_SPENT, otpIncorrect } from '@petshop/contract';
import { Rejection } from '../../platform/event-sourcing/rejection.js';
import { PasswordResetCodes } from '../password-reset/reset-codes.js';
import { PasswordResetThrottle, tooManyResetAttempts } from '../password-reset/reset-throttle.js';

/**
 * Verify-otp: the code mailed to the email, exchanged for a short-lived reset token usable once.
 * Wrong, expired and spent codes are 400s that say which, alike for an email no account has (its
 * code row is tried just the same), and wrong ones count toward the email's limit.
 */
export class VerifyResetCodeCommand extends Command<string> {
  constructor(
    readonly email: string,
    readonly code: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}

@CommandHandler(VerifyResetCodeCommand)
export class VerifyResetCodeHandler implements ICommandHandler<VerifyResetCodeCommand> {
  constructor(
    private readonly codes: PasswordResetCodes,
    private readonly throttle: PasswordResetThrottle,
  ) {}

  async execute({ email, code, clientAddress }: VerifyResetCodeCommand): Promise<string> {
    const wait = await this.throttle.verifyBlocked(email, clientAddress);
    if (wait !== null) throw new Rejection('too_many_requests', tooManyResetAttempts(wait), undefined, wait);
    const checked = await this.codes.check(email, code);
    switch (checked.outcome) {
      case 'verified':
        return checked.token;
      case 'incorrect':
        await this.throttle.wrongCode(email);
        throw new Rejection('invalid', checked.attemptsLeft > 0 ? otpIncorrect(checked.attemptsLeft) : OTP_SPENT, 'otp');
      case 'spent':
        throw new Rejection('invalid', OTP_SPENT, 'otp');
      case 'expired':
        throw new Rejection('invalid', OTP_EXPIRED, 'otp');
      default:
        return checked satisfies never;
    }
  }
}
