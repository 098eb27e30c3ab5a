import { Module } from '@nestjs/common';
import { BulkAllowance } from './bulk-allowance';
import { BulkController } from './bulk.controller';

@Module({ controllers: [BulkController], providers: [BulkAllowance] })
export class BulkModule {}
