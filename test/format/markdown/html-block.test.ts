import { describe, expect, it } from 'vitest';
import { htmlBlockEnds, htmlBlockStart } from '../../../src/format/markdown/html-block.js';

describe('htmlBlockStart', () => {
  it.each([
    ['<script>', 1],
    ['<PRE class="x">', 1],
    ['<style', 1],
    ['<textarea>x', 1],
    ['<!-- comment', 2],
    ['<!-->', 2],
    ['<?php', 3],
    ['<!DOCTYPE html>', 4],
    ['<![CDATA[', 5],
    ['<div>', 6],
    ['</div>', 6],
    ['<div/>', 6],
    ['<DIV class="a"', 6],
    ['<table', 6],
    ['<custom-tag a="1" b=\'2\' c=d e>', 7],
    ['</custom-tag >', 7],
    ['<span/>  ', 7],
    ['</pre>', 7],
    ['<pre/>', 7],
  ] as const)('%j starts type %i', (line, type) => {
    expect(htmlBlockStart(line)).toBe(type);
  });

  it.each([
    'text',
    '<',
    '<1a>',
    '<!-x',
    '<![CDATA',
    '<div/ >',
    '<divx',
    '<b>text</b>',
    '<a href="x">link',
    '<a b="c"d>',
    '<a =b>',
    '</a b>',
    '<a b=>',
    '<a.b>',
  ])('%j starts no HTML block', (line) => {
    expect(htmlBlockStart(line)).toBe(0);
  });
});

describe('htmlBlockEnds', () => {
  it('checks the end conditions of types 1-5', () => {
    expect(htmlBlockEnds(1, 'x </SCRIPT> y')).toBe(true);
    expect(htmlBlockEnds(1, '</script')).toBe(false);
    expect(htmlBlockEnds(2, '-->')).toBe(true);
    expect(htmlBlockEnds(2, '<!-->')).toBe(true);
    expect(htmlBlockEnds(3, '?>')).toBe(true);
    expect(htmlBlockEnds(4, '>')).toBe(true);
    expect(htmlBlockEnds(5, ']]>')).toBe(true);
    expect(htmlBlockEnds(5, ']>')).toBe(false);
  });

  it('never ends types 6 and 7 on a line', () => {
    expect(htmlBlockEnds(6, '</div>')).toBe(false);
    expect(htmlBlockEnds(7, '')).toBe(false);
  });
});
