import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CONFIG, type Config } from '../platform/config.js';
import { Passwords } from './passwords.js';
import { EmailTaken, UsersRepository } from './users.repository.js';

/** The first start creates the admin account from ADMIN_EMAIL / ADMIN_PASSWORD; later starts leave it alone. */
@Injectable()
export class AdminAccount implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersRepository,
    @Inject(CONFIG) private readonly config: Config,
    private readonly passwords: Passwords,
  ) {}

  async onApplicationBootstrap() {
    if (await this.users.findByEmail(this.config.ADMIN_EMAIL)) return;
    await this.users
      .insert({
        id: randomUUID(),
        firstName: 'Shop',
        lastName: 'Admin',
        email: this.config.ADMIN_EMAIL,
        passwordHash: await this.passwords.hash(this.config.ADMIN_PASSWORD),
        role: 'admin',
      })
      .catch((error) => {
        if (!(error instanceof EmailTaken)) throw error; // another instance created it meanwhile
      });
  }
}
