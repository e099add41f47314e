#!/usr/bin/perl
# glr-ties.pl PARSER.C — in a bison 3.8 glr.c parser, make a tie between two
# readings of the same rule keep the first reading instead of failing with
# "syntax is ambiguous" (see compiler/compiler.mk).  Fails loudly if the
# skeleton's code is not the one this was written for.
use strict;
use warnings;
my $file = shift or die "usage: glr-ties.pl PARSER.C\n";
open(my $in, '<', $file) or die "glr-ties: $file: $!\n";
local $/;
my $code = <$in>;
close $in;
my $n = ($code =~ s{case 0:\s*yyresolveLocations \(yys, 1, yystackp, [^;]*\);\s*return yyreportAmbiguity \([^;]*\);}
                   {case 0: /* cardc: a tie keeps the first reading */}g);
die "glr-ties: the ambiguity report was not found in $file (bison version?)\n" unless $n == 1;
open(my $out, '>', $file) or die "glr-ties: $file: $!\n";
print $out $code;
close $out;
