import { Module } from '@nestjs/common';
import { BlacklistController } from './blacklist.controller';

@Module({ controllers: [BlacklistController] })
export class AdminBlacklistModule {}
