import { Module } from '@nestjs/common';
import { ExportController } from './export.controller';
import { V1Controller } from './v1.controller';

@Module({ controllers: [V1Controller, ExportController] })
export class V1Module {}
