import { Module } from '@nestjs/common';
import { MintingRefund } from '../auth/minting-refund';
import { KeysController } from './keys.controller';

@Module({ controllers: [KeysController], providers: [MintingRefund] })
export class KeysModule {}
