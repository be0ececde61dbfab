import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LoginThrottle } from '../login-throttle.js';
import { Passwords } from '../passwords.js';
import { type SignedInAccount, UsersRepository } from '../users.repository.js';
import { Rejection } from '../../platform/event-sourcing/rejection.js';

/** Answers the account with its token version, which the token the caller is given must carry. */
export class LogInCommand extends Command<SignedInAccount> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}

const INVALID = 'Invalid email or password';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly throttle: LoginThrottle,
    private readonly passwords: Passwords,
  ) {}

  async execute({ email, password, clientAddress }: LogInCommand): Promise<SignedInAccount> {
    const wait = await this.throttle.blocked(email, clientAddress);
    if (wait !== null) throw new Rejection('too_many_requests', 'Too many login attempts. Please try again later.', undefined, wait);
    const found = await this.users.findByEmail(email);
    // Unknown email and wrong password get the same answer, after the same work.
    // A disabled account gets the same answer too: nothing tells a caller it exists.
    if (!(await this.passwords.verify(found?.passwordHash, password)) || !found || found.disabled) {
      await this.throttle.failed(email);
      throw new Rejection('unauthenticated', INVALID);
    }
    const { passwordHash: _hash, disabled: _disabled, tokenVersion, ...account } = found;
    return { account, tokenVersion };
  }
}
