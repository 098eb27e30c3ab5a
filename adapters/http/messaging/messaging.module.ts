import { Module } from '@nestjs/common';
import { MessagingController } from './messaging.controller';

@Module({ controllers: [MessagingController] })
export class MessagingModule {}
