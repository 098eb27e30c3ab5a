import { Readable } from 'node:stream';
import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply as Response } from 'fastify';
import { DomainFailure, findVoiceLanguage, GetUssdHelp, languageMap, stylesOf, VOICE_AGENTS, type UssdGuide } from '../../../core';
import { ErrorBody } from '../common/error-body';
import { EncodesItsAnswers } from '../compression';
import { acceptsGzip, SharedAnswer } from './shared-answer';
import {
  AgentsQueryDto,
  ConversationHelpResponseDto,
  StandardHelpResponseDto,
  UssdHelpRequestDto,
  VoiceAgentsResponseDto,
  VoiceLanguageDto,
} from './voice.dto';

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

@ApiTags('voice')
@Controller('api/voice')
@ApiExtraModels(VoiceLanguageDto, StandardHelpResponseDto, ConversationHelpResponseDto)
export class VoiceController {
  /**
   * Each guide's answer, all but the request's own requestVersion, as bytes every answer shares (see
   * SharedAnswer): the cache hands back the same guide object, so base64 is encoded, and the audio
   * compressed, once per guide.
   */
  private readonly bodies = new WeakMap<UssdGuide, SharedAnswer>();

  constructor(private readonly getUssdHelp: GetUssdHelp) {}

  @Get('languages')
  @ApiOperation({ summary: 'Languages of the voice assistant', description: 'Map of language code to English name, native name and flag.' })
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: { $ref: getSchemaPath(VoiceLanguageDto) } } })
  languages(): Record<string, VoiceLanguageDto> {
    return languageMap();
  }

  @Get('agents')
  @ApiOperation({ summary: 'Voices available for a language', description: 'The assistant’s characters with their personality and the engine voice each uses in this language.' })
  @ApiOkResponse({ type: VoiceAgentsResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Missing or unknown language (code VOICE_LANGUAGE_UNKNOWN lists the supported ones).' })
  agents(@Query() query: AgentsQueryDto): VoiceAgentsResponseDto {
    const language = findVoiceLanguage(query.language);
    if (!language.ok) throw new DomainFailure(language.error);
    const agents = VOICE_AGENTS.map((a) => ({ id: a.id, name: a.name, personality: a.personality, voice: `${language.value.voice}+${a.variant}`, styles: stylesOf(a) }));
    return { success: true, language: language.value.code, agents };
  }

  @Post('ussd-help')
  @HttpCode(200)
  @EncodesItsAnswers()
  @ApiOperation({
    summary: 'Voice guide to finding the IMEI with *#06#',
    description:
      'Speaks (style 1) or sings (styles 4 and 5) how to show the IMEI by dialing *#06#, where else to find it, and what Bandwise checks next. Generated offline by eSpeak NG and encoded as MP3; a repeat request is served from the cache (X-Cache: hit).',
  })
  @ApiOkResponse({
    description: 'Style 1 answers one clip; styles 4 and 5 a conversation of numbered clips and the mixed track.',
    headers: { 'X-Cache': { description: 'hit when served from the audio cache, miss when rendered for this request.', schema: { type: 'string', enum: ['hit', 'miss'] } } },
    schema: { oneOf: [{ $ref: getSchemaPath(StandardHelpResponseDto) }, { $ref: getSchemaPath(ConversationHelpResponseDto) }] },
  })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Unknown language (VOICE_LANGUAGE_UNKNOWN), voiceCount other than 1, 4 or 5 (VOICE_COUNT_INVALID) or malformed fields.' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'The speech engine failed (VOICE_UNAVAILABLE); try again.' })
  async ussdHelp(
    @Body() body: UssdHelpRequestDto,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Readable> {
    const result = await this.getUssdHelp.execute({ language: body.language, voiceCount: body.voiceCount });
    if (!result.ok) throw new DomainFailure(result.error);
    const { guide, cached } = result.value;
    let shared = this.bodies.get(guide);
    // The answer's members after its opening brace; the request's requestVersion comes first.
    if (!shared) this.bodies.set(guide, (shared = new SharedAnswer(Buffer.from(JSON.stringify(toResponse(guide)).slice(1)))));
    const head = Buffer.from(`{"requestVersion":${JSON.stringify(body.requestVersion ?? null)},`);
    const gzip = acceptsGzip(acceptEncoding);
    const parts = gzip ? shared.gzip(head) : shared.plain(head);
    // Encoded here, so the compression hook leaves it as it is.
    if (gzip) res.header('content-encoding', 'gzip');
    res.header('X-Cache', cached ? 'hit' : 'miss').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
    res.header('content-length', parts.reduce((n, p) => n + p.length, 0));
    return Readable.from(parts, { objectMode: false });
  }
}

function toResponse(guide: UssdGuide): Omit<StandardHelpResponseDto, 'requestVersion'> | Omit<ConversationHelpResponseDto, 'requestVersion'> {
  const common = { success: true as const, language: guide.language, voiceCount: guide.style, text: guide.text, mimeType: guide.mimeType };
  if (guide.style === 1) return { ...common, voice: guide.agent.name, audio: base64(guide.audio) };
  return {
    ...common,
    conversation: guide.parts.map((p) => ({
      index: p.index,
      audio: base64(p.audio),
      message: {
        text: p.text,
        voiceConfig: { agentId: p.agent.id, name: p.agent.name, personality: p.agent.personality },
        isHarmonizing: p.isHarmonizing,
        isSinging: p.isSinging,
      },
    })),
    mixedAudio: base64(guide.mixed),
  };
}
