import { Module } from '@nestjs/common';
import { CoverageController } from './coverage.controller';
import { WebCoverageController } from './web-coverage.controller';

@Module({ controllers: [CoverageController, WebCoverageController] })
export class CoverageModule {}
