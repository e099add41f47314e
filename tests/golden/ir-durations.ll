; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_rule = type { i32, i32, i32, i8, i8, ptr, i32, i8, i32, i32, i32, ptr, i32, i8, ptr, i8, ptr, [6 x i32], i8 }
%cardrt_cost = type { i32, i32, ptr, i32, ptr }
%cardrt_activated_def = type { ptr, ptr, ptr, i32, ptr, i32, ptr, i8, i32, i32, i32, i32, i32, ptr }
%cardrt_registry = type { i32, i32, ptr }
%cardrt_change = type { i32, i32, i64, i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.1 = private unnamed_addr constant [12 x i8] c"Test Growth\00"
@.str.2 = private unnamed_addr constant [4 x i8] c"{G}\00"
@cardc.card.2 = internal constant %cardrt_card_def { ptr @.str.1, ptr @.str.2, i32 16, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 1, ptr @cardc.effect.1, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.3 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.4 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.3, i32 1, i32 1, ptr @cardc.legal.3, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.5 = private unnamed_addr constant [10 x i8] c"Test Ward\00"
@.str.6 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.card.5 = internal constant %cardrt_card_def { ptr @.str.5, ptr @.str.6, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.4, i32 1, ptr @cardc.effect.4, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.7 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.8 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.7, i32 1, i32 1, ptr @cardc.legal.6, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.9 = private unnamed_addr constant [12 x i8] c"Test Charge\00"
@.str.10 = private unnamed_addr constant [4 x i8] c"{R}\00"
@cardc.card.8 = internal constant %cardrt_card_def { ptr @.str.9, ptr @.str.10, i32 8, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.8, i32 1, ptr @cardc.effect.7, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.11 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.12 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.11, i32 1, i32 1, ptr @cardc.legal.9, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.13 = private unnamed_addr constant [11 x i8] c"Test Rally\00"
@.str.14 = private unnamed_addr constant [7 x i8] c"{1}{G}\00"
@cardc.card.11 = internal constant %cardrt_card_def { ptr @.str.13, ptr @.str.14, i32 16, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.12, i32 1, ptr @cardc.effect.10, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.15 = private unnamed_addr constant [13 x i8] c"Test Kinship\00"
@.str.16 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.14 = internal constant %cardrt_card_def { ptr @.str.15, ptr @.str.16, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.12, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.17 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.18 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.17, i32 1, i32 1, ptr @cardc.legal.15, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.19 = private unnamed_addr constant [15 x i8] c"+1/-1 or -1/+1\00"
@.str.20 = private unnamed_addr constant [11 x i8] c"Test Twist\00"
@.str.21 = private unnamed_addr constant [4 x i8] c"{U}\00"
@cardc.card.17 = internal constant %cardrt_card_def { ptr @.str.20, ptr @.str.21, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.18, i32 1, ptr @cardc.effect.16, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.22 = private unnamed_addr constant [9 x i8] c"artifact\00"
@cardc.targets.23 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.22, i32 1, i32 1, ptr @cardc.legal.19, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.24 = private unnamed_addr constant [117 x i8] c"When Test Squatter enters the battlefield, gain control of target artifact for as long as you control Test Squatter.\00"
@.str.25 = private unnamed_addr constant [4 x i8] c"Orc\00"
@.str.26 = private unnamed_addr constant [14 x i8] c"Test Squatter\00"
@.str.27 = private unnamed_addr constant [10 x i8] c"{2}{R}{R}\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.24, ptr @cardc.match.18, ptr null, ptr @cardc.targets.23, i32 1, ptr @cardc.effect.20, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.21 = internal constant %cardrt_card_def { ptr @.str.26, ptr @.str.27, i32 8, i32 2, i32 0, [8 x ptr] [ptr @.str.25, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 3, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.28 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.29 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.28, i32 1, i32 1, ptr @cardc.legal.22, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.30 = private unnamed_addr constant [14 x i8] c"Test Threaten\00"
@.str.31 = private unnamed_addr constant [7 x i8] c"{2}{R}\00"
@cardc.card.24 = internal constant %cardrt_card_def { ptr @.str.30, ptr @.str.31, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.29, i32 1, ptr @cardc.effect.23, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.32 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.33 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.32, i32 1, i32 1, ptr @cardc.legal.25, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.34 = private unnamed_addr constant [12 x i8] c"Test Fright\00"
@.str.35 = private unnamed_addr constant [4 x i8] c"{R}\00"
@cardc.card.27 = internal constant %cardrt_card_def { ptr @.str.34, ptr @.str.35, i32 8, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.33, i32 1, ptr @cardc.effect.26, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.36 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.37 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.36, i32 1, i32 1, ptr @cardc.legal.28, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.rule = internal constant %cardrt_rule { i32 12, i32 0, i32 0, i8 0, i8 0, ptr null, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@.str.38 = private unnamed_addr constant [11 x i8] c"Test Taunt\00"
@.str.39 = private unnamed_addr constant [4 x i8] c"{R}\00"
@cardc.card.30 = internal constant %cardrt_card_def { ptr @.str.38, ptr @.str.39, i32 8, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.37, i32 1, ptr @cardc.effect.29, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.40 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.41 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.40, i32 1, i32 1, ptr @cardc.legal.31, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.rule.42 = internal constant %cardrt_rule { i32 30, i32 2, i32 0, i8 0, i8 0, ptr @cardc.match.33, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@.str.43 = private unnamed_addr constant [13 x i8] c"Test Silence\00"
@.str.44 = private unnamed_addr constant [4 x i8] c"{W}\00"
@cardc.card.34 = internal constant %cardrt_card_def { ptr @.str.43, ptr @.str.44, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.41, i32 1, ptr @cardc.effect.32, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.45 = private unnamed_addr constant [9 x i8] c"Test Fog\00"
@.str.46 = private unnamed_addr constant [4 x i8] c"{G}\00"
@cardc.card.36 = internal constant %cardrt_card_def { ptr @.str.45, ptr @.str.46, i32 16, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.35, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.47 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.48 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.47, i32 1, i32 1, ptr @cardc.legal.37, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.costs = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.49 = private unnamed_addr constant [119 x i8] c"{T}: Tap target creature. It doesn't untap during its controller's untap step for as long as Test Lyre remains tapped.\00"
@.str.50 = private unnamed_addr constant [10 x i8] c"Test Lyre\00"
@.str.51 = private unnamed_addr constant [4 x i8] c"{3}\00"
@cardc.activated = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.49, ptr null, ptr @cardc.costs, i32 1, ptr @cardc.targets.48, i32 1, ptr @cardc.effect.38, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.40 = internal constant %cardrt_card_def { ptr @.str.50, ptr @.str.51, i32 0, i32 1, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.52 = private unnamed_addr constant [30 x i8] c"artifact an opponent controls\00"
@cardc.targets.53 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.52, i32 1, i32 1, ptr @cardc.legal.42, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.54 = private unnamed_addr constant [237 x i8] c"When Test Opportunist enters the battlefield, choose target artifact an opponent controls. For as long as Test Opportunist remains on the battlefield, gain control of that permanent, it loses all abilities, and it can't attack or block.\00"
@.str.55 = private unnamed_addr constant [7 x i8] c"Dragon\00"
@.str.56 = private unnamed_addr constant [17 x i8] c"Test Opportunist\00"
@.str.57 = private unnamed_addr constant [10 x i8] c"{2}{R}{R}\00"
@cardc.triggers.58 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.54, ptr @cardc.match.41, ptr null, ptr @cardc.targets.53, i32 1, ptr @cardc.effect.43, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.47 = internal constant %cardrt_card_def { ptr @.str.56, ptr @.str.57, i32 8, i32 2, i32 0, [8 x ptr] [ptr @.str.55, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 4, i32 3, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.58, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.59 = private unnamed_addr constant [18 x i8] c"nonland permanent\00"
@cardc.targets.60 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.59, i32 1, i32 1, ptr @cardc.legal.48, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.61 = private unnamed_addr constant [12 x i8] c"Test Binder\00"
@.str.62 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.card.50 = internal constant %cardrt_card_def { ptr @.str.61, ptr @.str.62, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.60, i32 1, ptr @cardc.effect.49, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.rule.63 = internal constant %cardrt_rule { i32 52, i32 0, i32 0, i8 0, i8 0, ptr @cardc.match.52, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@.str.64 = private unnamed_addr constant [10 x i8] c"Test Will\00"
@.str.65 = private unnamed_addr constant [7 x i8] c"{2}{B}\00"
@cardc.card.53 = internal constant %cardrt_card_def { ptr @.str.64, ptr @.str.65, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.51, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.66 = private unnamed_addr constant [21 x i8] c"creature you control\00"
@cardc.targets.67 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.66, i32 1, i32 1, ptr @cardc.legal.54, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.68 = private unnamed_addr constant [100 x i8] c"Return that card to the battlefield under its owner's control at the beginning of the next end step\00"
@cardc.delayed = internal constant %cardrt_trigger_def { ptr @.str.68, ptr @cardc.later.57, ptr null, ptr null, i32 0, ptr @cardc.later.56, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }
@.str.69 = private unnamed_addr constant [13 x i8] c"Test Flicker\00"
@.str.70 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.card.58 = internal constant %cardrt_card_def { ptr @.str.69, ptr @.str.70, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.67, i32 1, ptr @cardc.effect.55, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.71 = private unnamed_addr constant [30 x i8] c"creature an opponent controls\00"
@cardc.targets.72 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.71, i32 1, i32 1, ptr @cardc.legal.60, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.73 = private unnamed_addr constant [86 x i8] c"exile target creature an opponent controls until Test Banisher leaves the battlefield\00"
@cardc.delayed.74 = internal constant %cardrt_trigger_def { ptr @.str.73, ptr @cardc.later.63, ptr null, ptr null, i32 0, ptr @cardc.later.62, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }
@.str.75 = private unnamed_addr constant [130 x i8] c"When Test Banisher enters the battlefield, exile target creature an opponent controls until Test Banisher leaves the battlefield.\00"
@.str.76 = private unnamed_addr constant [6 x i8] c"Human\00"
@.str.77 = private unnamed_addr constant [7 x i8] c"Cleric\00"
@.str.78 = private unnamed_addr constant [14 x i8] c"Test Banisher\00"
@.str.79 = private unnamed_addr constant [7 x i8] c"{2}{W}\00"
@cardc.triggers.80 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.75, ptr @cardc.match.59, ptr null, ptr @cardc.targets.72, i32 1, ptr @cardc.effect.61, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.64 = internal constant %cardrt_card_def { ptr @.str.78, ptr @.str.79, i32 1, i32 2, i32 0, [8 x ptr] [ptr @.str.76, ptr @.str.77, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.80, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.81 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.82 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.81, i32 1, i32 1, ptr @cardc.legal.65, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.83 = private unnamed_addr constant [24 x i8] c"sacrifice that creature\00"
@cardc.delayed.84 = internal constant %cardrt_trigger_def { ptr @.str.83, ptr @cardc.later.68, ptr null, ptr null, i32 0, ptr @cardc.later.67, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }
@.str.85 = private unnamed_addr constant [10 x i8] c"Test Rage\00"
@.str.86 = private unnamed_addr constant [4 x i8] c"{R}\00"
@cardc.card.69 = internal constant %cardrt_card_def { ptr @.str.85, ptr @.str.86, i32 8, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.82, i32 1, ptr @cardc.effect.66, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.87 = private unnamed_addr constant [12 x i8] c"draw a card\00"
@cardc.delayed.88 = internal constant %cardrt_trigger_def { ptr @.str.87, ptr @cardc.later.72, ptr null, ptr null, i32 0, ptr @cardc.later.71, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }
@.str.89 = private unnamed_addr constant [10 x i8] c"Test Pact\00"
@.str.90 = private unnamed_addr constant [7 x i8] c"{1}{U}\00"
@cardc.card.73 = internal constant %cardrt_card_def { ptr @.str.89, ptr @.str.90, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.70, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.91 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.92 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.91, i32 1, i32 1, ptr @cardc.legal.74, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.rule.93 = internal constant %cardrt_rule { i32 6, i32 0, i32 0, i8 0, i8 0, ptr null, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@.str.94 = private unnamed_addr constant [12 x i8] c"Test Wither\00"
@.str.95 = private unnamed_addr constant [4 x i8] c"{B}\00"
@cardc.card.76 = internal constant %cardrt_card_def { ptr @.str.94, ptr @.str.95, i32 4, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.92, i32 1, ptr @cardc.effect.75, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.96 = private unnamed_addr constant [6 x i8] c"spell\00"
@cardc.targets.97 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.96, i32 1, i32 1, ptr @cardc.legal.77, i32 16, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.98 = private unnamed_addr constant [14 x i8] c"Test Ward Off\00"
@.str.99 = private unnamed_addr constant [4 x i8] c"{U}\00"
@cardc.card.79 = internal constant %cardrt_card_def { ptr @.str.98, ptr @.str.99, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.97, i32 1, ptr @cardc.effect.78, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.100 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.101 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.100, i32 1, i32 1, ptr @cardc.legal.80, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.rule.102 = internal constant %cardrt_rule { i32 13, i32 0, i32 0, i8 0, i8 0, ptr null, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@.str.103 = private unnamed_addr constant [10 x i8] c"Test Hush\00"
@.str.104 = private unnamed_addr constant [4 x i8] c"{U}\00"
@cardc.card.82 = internal constant %cardrt_card_def { ptr @.str.103, ptr @.str.104, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.101, i32 1, ptr @cardc.effect.81, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.105 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.106 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.105, i32 1, i32 1, ptr @cardc.legal.83, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.rule.107 = internal constant %cardrt_rule { i32 15, i32 0, i32 0, i8 0, i8 0, ptr @cardc.match.85, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@cardc.costs.108 = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.109 = private unnamed_addr constant [54 x i8] c"{T}: Target creature can't block Test Gate this turn.\00"
@.str.110 = private unnamed_addr constant [5 x i8] c"Wall\00"
@.str.111 = private unnamed_addr constant [10 x i8] c"Test Gate\00"
@.str.112 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.activated.113 = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.109, ptr null, ptr @cardc.costs.108, i32 1, ptr @cardc.targets.106, i32 1, ptr @cardc.effect.84, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.86 = internal constant %cardrt_card_def { ptr @.str.111, ptr @.str.112, i32 1, i32 2, i32 0, [8 x ptr] [ptr @.str.110, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 0, i32 5, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated.113, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.114 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.115 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.114, i32 1, i32 1, ptr @cardc.legal.87, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.116 = private unnamed_addr constant [12 x i8] c"Test Tangle\00"
@.str.117 = private unnamed_addr constant [4 x i8] c"{G}\00"
@cardc.card.89 = internal constant %cardrt_card_def { ptr @.str.116, ptr @.str.117, i32 16, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.115, i32 1, ptr @cardc.effect.88, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.118 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.119 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.118, i32 1, i32 1, ptr @cardc.legal.90, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.120 = private unnamed_addr constant [11 x i8] c"Test Frost\00"
@.str.121 = private unnamed_addr constant [4 x i8] c"{U}\00"
@cardc.card.92 = internal constant %cardrt_card_def { ptr @.str.120, ptr @.str.121, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.119, i32 1, ptr @cardc.effect.91, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.122 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.123 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.122, i32 1, i32 1, ptr @cardc.legal.93, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.124 = private unnamed_addr constant [14 x i8] c"Test Blizzard\00"
@.str.125 = private unnamed_addr constant [7 x i8] c"{3}{U}\00"
@cardc.card.97 = internal constant %cardrt_card_def { ptr @.str.124, ptr @.str.125, i32 2, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.123, i32 1, ptr @cardc.effect.94, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.rule.126 = internal constant %cardrt_rule { i32 0, i32 2, i32 0, i8 0, i8 0, ptr null, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@.str.127 = private unnamed_addr constant [12 x i8] c"Test Famine\00"
@.str.128 = private unnamed_addr constant [7 x i8] c"{1}{B}\00"
@cardc.card.99 = internal constant %cardrt_card_def { ptr @.str.127, ptr @.str.128, i32 4, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.98, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.129 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.130 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.129, i32 1, i32 1, ptr @cardc.legal.100, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.rule.131 = internal constant %cardrt_rule { i32 4, i32 2, i32 0, i8 0, i8 0, ptr null, i32 0, i8 0, i32 0, i32 0, i32 0, ptr null, i32 0, i8 0, ptr null, i8 0, ptr null, [6 x i32] zeroinitializer, i8 0 }
@.str.132 = private unnamed_addr constant [11 x i8] c"Test Quake\00"
@.str.133 = private unnamed_addr constant [4 x i8] c"{R}\00"
@cardc.card.102 = internal constant %cardrt_card_def { ptr @.str.132, ptr @.str.133, i32 8, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.130, i32 1, ptr @cardc.effect.101, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [29 x ptr] [ptr @cardc.card.2, ptr @cardc.card.5, ptr @cardc.card.8, ptr @cardc.card.11, ptr @cardc.card.14, ptr @cardc.card.17, ptr @cardc.card.21, ptr @cardc.card.24, ptr @cardc.card.27, ptr @cardc.card.30, ptr @cardc.card.34, ptr @cardc.card.36, ptr @cardc.card.40, ptr @cardc.card.47, ptr @cardc.card.50, ptr @cardc.card.53, ptr @cardc.card.58, ptr @cardc.card.64, ptr @cardc.card.69, ptr @cardc.card.73, ptr @cardc.card.76, ptr @cardc.card.79, ptr @cardc.card.82, ptr @cardc.card.86, ptr @cardc.card.89, ptr @cardc.card.92, ptr @cardc.card.97, ptr @cardc.card.99, ptr @cardc.card.102]
@cardc_registry = constant %cardrt_registry { i32 30, i32 29, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

declare i32 @cardrt_types(ptr, i32)

define internal void @cardc.effect.1(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 6, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 3, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 3, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

declare void @cardrt_sel_target(ptr, i32, i32)

declare i32 @cardrt_fx_effect(ptr, i32, ptr, i32, i32, ptr)

define internal i1 @cardc.legal.3(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.4(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 3, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 512, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 4, ptr null)
  ret void
}

define internal i1 @cardc.legal.6(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.7(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 6, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 2, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 3, ptr null)
  ret void
}

define internal i1 @cardc.legal.9(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.10(ptr %0) {
entry:
  %changes1 = alloca [1 x %cardrt_change], align 8
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 6, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 2, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 2, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  %10 = getelementptr [1 x %cardrt_change], ptr %changes1, i32 0, i32 0
  %11 = getelementptr inbounds %cardrt_change, ptr %10, i32 0, i32 0
  store i32 3, ptr %11, align 4
  %12 = getelementptr inbounds %cardrt_change, ptr %10, i32 0, i32 1
  store i32 0, ptr %12, align 4
  %13 = getelementptr inbounds %cardrt_change, ptr %10, i32 0, i32 2
  store i64 8, ptr %13, align 8
  %14 = getelementptr inbounds %cardrt_change, ptr %10, i32 0, i32 3
  store i32 0, ptr %14, align 4
  %15 = getelementptr inbounds %cardrt_change, ptr %10, i32 0, i32 4
  store i32 0, ptr %15, align 4
  %16 = getelementptr inbounds %cardrt_change, ptr %10, i32 0, i32 5
  store ptr null, ptr %16, align 8
  %17 = getelementptr inbounds %cardrt_change, ptr %10, i32 0, i32 6
  store ptr null, ptr %17, align 8
  %18 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes1, i32 1, i32 0, ptr null)
  ret void
}

define internal void @cardc.effect.12(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call i32 @cardrt_fx_choose_for_source(ptr %0, i32 1)
  call void @cardrt_sel_objects(ptr %0, i32 0, ptr @cardc.affects.13, i32 4)
  %2 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %3 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 0
  store i32 6, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 1
  store i32 0, ptr %4, align 4
  %5 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 2
  store i64 0, ptr %5, align 8
  %6 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 3
  store i32 2, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 4
  store i32 2, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 5
  store ptr null, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 6
  store ptr null, ptr %9, align 8
  %10 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

declare i32 @cardrt_fx_choose_for_source(ptr, i32)

define internal i1 @cardc.affects.13(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call ptr @cardrt_chosen_type(ptr %0, i32 %1)
  %9 = call i1 @cardrt_has_subtype(ptr %0, i32 %2, ptr %8)
  %10 = and i1 true, %9
  %11 = and i1 %7, %10
  ret i1 %11
}

declare ptr @cardrt_chosen_type(ptr, i32)

declare i1 @cardrt_has_subtype(ptr, i32, ptr)

declare void @cardrt_sel_objects(ptr, i32, ptr, i32)

define internal i1 @cardc.legal.15(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.16(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  %1 = call i32 @cardrt_fx_choose_action(ptr %0, i32 2, ptr @.str.19)
  %2 = icmp eq i32 %1, 0
  %3 = icmp eq i32 %1, 1
  %4 = select i1 %3, i32 -1, i32 1
  %5 = select i1 %3, i32 1, i32 -1
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %6 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %7 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 0
  store i32 6, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 1
  store i32 0, ptr %8, align 4
  %9 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 2
  store i64 0, ptr %9, align 8
  %10 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 3
  store i32 %4, ptr %10, align 4
  %11 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 4
  store i32 %5, ptr %11, align 4
  %12 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 5
  store ptr null, ptr %12, align 8
  %13 = getelementptr inbounds %cardrt_change, ptr %6, i32 0, i32 6
  store ptr null, ptr %13, align 8
  %14 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

declare i32 @cardrt_fx_choose_action(ptr, i32, ptr)

define internal i1 @cardc.match.18(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %4, align 4
  %5 = icmp eq i32 %kind, 0
  %6 = getelementptr i8, ptr %2, i32 32
  %to = load i32, ptr %6, align 4
  %7 = icmp eq i32 %to, 2
  %8 = and i1 %5, %7
  %9 = icmp eq i32 %object, %1
  %10 = and i1 %8, %9
  %11 = and i1 %10, true
  ret i1 %11
}

define internal i1 @cardc.legal.19(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 1
  %8 = icmp eq i32 %7, 1
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.20(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_ctx_controller(ptr %0)
  %2 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %3 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 0
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 1
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 2
  store i64 0, ptr %5, align 8
  %6 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 3
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 4
  store i32 0, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 5
  store ptr null, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 6
  store ptr null, ptr %9, align 8
  %10 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 6, ptr null)
  ret void
}

declare i32 @cardrt_ctx_controller(ptr)

define internal i1 @cardc.legal.22(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.23(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_ctx_controller(ptr %0)
  %2 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %3 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 0
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 1
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 2
  store i64 0, ptr %5, align 8
  %6 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 3
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 4
  store i32 0, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 5
  store ptr null, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 6
  store ptr null, ptr %9, align 8
  %10 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 1, ptr null)
  ret void
}

define internal i1 @cardc.legal.25(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.26(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 3, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 1073741824, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.legal.28(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.29(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 15, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr @cardc.rule, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.legal.31(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.32(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_player_rule(ptr %0, ptr @cardc.rule.42, i32 0, i32 0)
  ret void
}

define internal i1 @cardc.match.33(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %3, align 4
  %4 = call i32 @cardrt_types(ptr %0, i32 %object)
  %5 = and i32 %4, 2
  %6 = icmp eq i32 %5, 2
  %7 = and i1 true, %6
  %8 = or i1 false, %7
  %9 = call i32 @cardrt_types(ptr %0, i32 %object)
  %10 = and i32 %9, 8
  %11 = icmp eq i32 %10, 0
  %12 = and i1 %8, %11
  %13 = and i1 %12, true
  %14 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %14, align 4
  %15 = icmp eq i32 %kind, 1
  %16 = and i1 %15, %13
  ret i1 %16
}

declare i32 @cardrt_fx_player_rule(ptr, ptr, i32, i32)

define internal void @cardc.effect.35(ptr %0) {
entry:
  %1 = call i32 @cardrt_fx_prevent(ptr %0, i32 -1, ptr null, i32 -1, ptr null, i1 true, i32 -1, i32 0)
  ret void
}

declare i32 @cardrt_fx_prevent(ptr, i32, ptr, i32, ptr, i1, i32, i32)

define internal i1 @cardc.legal.37(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.38(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_tap(ptr %0, i32 0, i1 true)
  %2 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %3 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 0
  store i32 3, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 1
  store i32 0, ptr %4, align 4
  %5 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 2
  store i64 4294967296, ptr %5, align 8
  %6 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 3
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 4
  store i32 0, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 5
  store ptr null, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 6
  store ptr null, ptr %9, align 8
  %10 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 2, ptr @cardc.holds.39)
  ret void
}

declare i32 @cardrt_fx_tap(ptr, i32, i1)

define internal i1 @cardc.holds.39(ptr %0, i32 %1) {
entry:
  %2 = call i1 @cardrt_is_tapped(ptr %0, i32 %1)
  ret i1 %2
}

declare i1 @cardrt_is_tapped(ptr, i32)

define internal i1 @cardc.match.41(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %4, align 4
  %5 = icmp eq i32 %kind, 0
  %6 = getelementptr i8, ptr %2, i32 32
  %to = load i32, ptr %6, align 4
  %7 = icmp eq i32 %to, 2
  %8 = and i1 %5, %7
  %9 = icmp eq i32 %object, %1
  %10 = and i1 %8, %9
  %11 = and i1 %10, true
  ret i1 %11
}

define internal i1 @cardc.legal.42(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 1
  %8 = icmp eq i32 %7, 1
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp ne i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = and i1 %15, true
  %17 = and i1 %5, false
  %18 = and i1 %4, %16
  %legal = or i1 %18, %17
  ret i1 %legal
}

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_you(ptr, i32)

define internal void @cardc.effect.43(ptr %0) {
entry:
  %changes2 = alloca [1 x %cardrt_change], align 8
  %changes1 = alloca [1 x %cardrt_change], align 8
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 0, i32 0)
  %1 = call i32 @cardrt_ctx_controller(ptr %0)
  %2 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %3 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 0
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 1
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 2
  store i64 0, ptr %5, align 8
  %6 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 3
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 4
  store i32 0, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 5
  store ptr null, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 6
  store ptr null, ptr %9, align 8
  %10 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 2, ptr @cardc.holds.44)
  %11 = getelementptr [1 x %cardrt_change], ptr %changes1, i32 0, i32 0
  %12 = getelementptr inbounds %cardrt_change, ptr %11, i32 0, i32 0
  store i32 11, ptr %12, align 4
  %13 = getelementptr inbounds %cardrt_change, ptr %11, i32 0, i32 1
  store i32 0, ptr %13, align 4
  %14 = getelementptr inbounds %cardrt_change, ptr %11, i32 0, i32 2
  store i64 0, ptr %14, align 8
  %15 = getelementptr inbounds %cardrt_change, ptr %11, i32 0, i32 3
  store i32 0, ptr %15, align 4
  %16 = getelementptr inbounds %cardrt_change, ptr %11, i32 0, i32 4
  store i32 0, ptr %16, align 4
  %17 = getelementptr inbounds %cardrt_change, ptr %11, i32 0, i32 5
  store ptr null, ptr %17, align 8
  %18 = getelementptr inbounds %cardrt_change, ptr %11, i32 0, i32 6
  store ptr null, ptr %18, align 8
  %19 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes1, i32 1, i32 2, ptr @cardc.holds.45)
  %20 = getelementptr [1 x %cardrt_change], ptr %changes2, i32 0, i32 0
  %21 = getelementptr inbounds %cardrt_change, ptr %20, i32 0, i32 0
  store i32 3, ptr %21, align 4
  %22 = getelementptr inbounds %cardrt_change, ptr %20, i32 0, i32 1
  store i32 0, ptr %22, align 4
  %23 = getelementptr inbounds %cardrt_change, ptr %20, i32 0, i32 2
  store i64 1610612736, ptr %23, align 8
  %24 = getelementptr inbounds %cardrt_change, ptr %20, i32 0, i32 3
  store i32 0, ptr %24, align 4
  %25 = getelementptr inbounds %cardrt_change, ptr %20, i32 0, i32 4
  store i32 0, ptr %25, align 4
  %26 = getelementptr inbounds %cardrt_change, ptr %20, i32 0, i32 5
  store ptr null, ptr %26, align 8
  %27 = getelementptr inbounds %cardrt_change, ptr %20, i32 0, i32 6
  store ptr null, ptr %27, align 8
  %28 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes2, i32 1, i32 2, ptr @cardc.holds.46)
  ret void
}

declare void @cardrt_sel_related(ptr, i32, i32, i32)

define internal i1 @cardc.holds.44(ptr %0, i32 %1) {
entry:
  %2 = call i32 @cardrt_zone_of(ptr %0, i32 %1)
  %3 = icmp eq i32 %2, 2
  ret i1 %3
}

declare i32 @cardrt_zone_of(ptr, i32)

define internal i1 @cardc.holds.45(ptr %0, i32 %1) {
entry:
  %2 = call i32 @cardrt_zone_of(ptr %0, i32 %1)
  %3 = icmp eq i32 %2, 2
  ret i1 %3
}

define internal i1 @cardc.holds.46(ptr %0, i32 %1) {
entry:
  %2 = call i32 @cardrt_zone_of(ptr %0, i32 %1)
  %3 = icmp eq i32 %2, 2
  ret i1 %3
}

define internal i1 @cardc.legal.48(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 0
  %9 = and i1 true, %8
  %10 = call i32 @cardrt_zone_of(ptr %0, i32 %id)
  %11 = icmp eq i32 %10, 2
  %12 = call i32 @cardrt_types(ptr %0, i32 %id)
  %13 = and i32 %12, 79
  %14 = icmp ne i32 %13, 0
  %15 = or i1 %11, %14
  %16 = and i1 %9, %15
  %17 = or i1 false, %16
  %18 = and i1 %17, true
  %19 = and i1 %18, true
  %20 = and i1 %5, false
  %21 = and i1 %4, %19
  %legal = or i1 %21, %20
  ret i1 %legal
}

define internal void @cardc.effect.49(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 5, i32 0)
  %2 = call i32 @cardrt_fx_may_play(ptr %0, i32 0, i32 15, i32 1)
  ret void
}

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)

declare i32 @cardrt_fx_may_play(ptr, i32, i32, i32)

define internal void @cardc.effect.51(ptr %0) {
entry:
  %1 = call i32 @cardrt_fx_rule(ptr %0, ptr @cardc.rule.63, ptr null, i32 0)
  ret void
}

define internal i1 @cardc.match.52(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %4, align 4
  %5 = call i32 @cardrt_types(ptr %0, i32 %object)
  %6 = and i32 %5, 8
  %7 = icmp eq i32 %6, 8
  %8 = and i1 true, %7
  %9 = or i1 false, %8
  %10 = and i1 %9, true
  %11 = icmp eq i32 %kind, 21
  %12 = and i1 %11, %10
  %13 = or i1 false, %12
  %14 = call i32 @cardrt_types(ptr %0, i32 %object)
  %15 = and i32 %14, 8
  %16 = icmp eq i32 %15, 0
  %17 = and i1 true, %16
  %18 = and i1 %17, true
  %19 = icmp eq i32 %kind, 1
  %20 = and i1 %19, %18
  %21 = or i1 %13, %20
  %22 = call i32 @cardrt_controller(ptr %0, i32 %1)
  %23 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %23, align 4
  %24 = icmp eq i32 %player, %22
  %25 = and i1 %21, %24
  ret i1 %25
}

declare i32 @cardrt_fx_rule(ptr, ptr, ptr, i32)

define internal i1 @cardc.legal.54(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp eq i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = and i1 %15, true
  %17 = and i1 %5, false
  %18 = and i1 %4, %16
  %legal = or i1 %18, %17
  ret i1 %legal
}

define internal void @cardc.effect.55(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 5, i32 0)
  %2 = call i32 @cardrt_fx_delayed(ptr %0, i32 0, ptr @cardc.delayed)
  ret void
}

define internal void @cardc.later.56(ptr %0) {
entry:
  call void @cardrt_sel_linked(ptr %0, i32 0)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 2, i32 0)
  ret void
}

declare void @cardrt_sel_linked(ptr, i32)

define internal i1 @cardc.later.57(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 10
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  ret i1 %7
}

declare i32 @cardrt_fx_delayed(ptr, i32, ptr)

define internal i1 @cardc.match.59(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %4, align 4
  %5 = icmp eq i32 %kind, 0
  %6 = getelementptr i8, ptr %2, i32 32
  %to = load i32, ptr %6, align 4
  %7 = icmp eq i32 %to, 2
  %8 = and i1 %5, %7
  %9 = icmp eq i32 %object, %1
  %10 = and i1 %8, %9
  %11 = and i1 %10, true
  ret i1 %11
}

define internal i1 @cardc.legal.60(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp ne i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = and i1 %15, true
  %17 = and i1 %5, false
  %18 = and i1 %4, %16
  %legal = or i1 %18, %17
  ret i1 %legal
}

define internal void @cardc.effect.61(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  %3 = call i32 @cardrt_zone_of(ptr %2, i32 %1)
  %4 = icmp eq i32 %3, 2
  br i1 %4, label %then, label %cont

then:                                             ; preds = %entry
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 0, i32 0)
  %5 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 5, i32 0)
  %6 = call i32 @cardrt_fx_delayed(ptr %0, i32 0, ptr @cardc.delayed.74)
  br label %cont

cont:                                             ; preds = %then, %entry
  ret void
}

declare ptr @cardrt_ctx_game(ptr)

declare i32 @cardrt_ctx_source(ptr)

define internal void @cardc.later.62(ptr %0) {
entry:
  call void @cardrt_sel_linked(ptr %0, i32 0)
  %1 = call i32 @cardrt_fx_return_exiled(ptr %0, i32 0)
  ret void
}

declare i32 @cardrt_fx_return_exiled(ptr, i32)

define internal i1 @cardc.later.63(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 28
  %from = load i32, ptr %4, align 4
  %5 = icmp eq i32 %from, 2
  %6 = getelementptr i8, ptr %2, i32 4
  %object = load i32, ptr %6, align 4
  %7 = icmp eq i32 %object, %1
  %8 = icmp eq i32 %kind, 0
  %9 = and i1 %8, %7
  %10 = and i1 %9, %5
  ret i1 %10
}

define internal i1 @cardc.legal.65(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.66(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 6, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 3, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  %10 = call i32 @cardrt_fx_delayed(ptr %0, i32 0, ptr @cardc.delayed.84)
  ret void
}

define internal void @cardc.later.67(ptr %0) {
entry:
  call void @cardrt_sel_linked(ptr %0, i32 0)
  %1 = call i32 @cardrt_fx_sacrifice(ptr %0, i32 0)
  ret void
}

declare i32 @cardrt_fx_sacrifice(ptr, i32)

define internal i1 @cardc.later.68(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 10
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  ret i1 %7
}

define internal void @cardc.effect.70(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 1)
  %2 = call i32 @cardrt_fx_delayed(ptr %0, i32 -1, ptr @cardc.delayed.88)
  ret void
}

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_draw(ptr, i32, i32)

define internal void @cardc.later.71(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 1)
  ret void
}

define internal i1 @cardc.later.72(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 1
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  %8 = call i32 @cardrt_trigger_controller(ptr %0)
  %9 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %9, align 4
  %10 = icmp eq i32 %player, %8
  %11 = and i1 %7, %10
  ret i1 %11
}

declare i32 @cardrt_trigger_controller(ptr)

define internal i1 @cardc.legal.74(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.75(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 15, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr @cardc.rule.93, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.legal.77(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 0
  %9 = and i1 true, %8
  %10 = and i1 %9, true
  %11 = and i1 %10, true
  %12 = and i1 %5, false
  %13 = and i1 %4, %11
  %legal = or i1 %13, %12
  ret i1 %legal
}

define internal void @cardc.effect.78(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 3, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 1152921504606846976, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 1, ptr null)
  ret void
}

define internal i1 @cardc.legal.80(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.81(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_tap(ptr %0, i32 0, i1 true)
  %2 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %3 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 0
  store i32 15, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 1
  store i32 0, ptr %4, align 4
  %5 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 2
  store i64 0, ptr %5, align 8
  %6 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 3
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 4
  store i32 0, ptr %7, align 4
  %8 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 5
  store ptr null, ptr %8, align 8
  %9 = getelementptr inbounds %cardrt_change, ptr %2, i32 0, i32 6
  store ptr @cardc.rule.102, ptr %9, align 8
  %10 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.legal.83(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.84(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 15, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr @cardc.rule.107, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.match.85(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 9
  %5 = getelementptr i8, ptr %2, i32 8
  %source = load i32, ptr %5, align 4
  %6 = icmp eq i32 %source, %1
  %7 = and i1 %6, true
  %8 = and i1 %4, %7
  ret i1 %8
}

define internal i1 @cardc.legal.87(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.88(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 3, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 1610612736, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 0, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 0, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

define internal i1 @cardc.legal.90(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.91(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_tap(ptr %0, i32 0, i1 true)
  %2 = call i32 @cardrt_fx_skip_untap(ptr %0, i32 0)
  ret void
}

declare i32 @cardrt_fx_skip_untap(ptr, i32)

define internal i1 @cardc.legal.93(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.94(ptr %0) {
entry:
  call void @cardrt_sel_objects(ptr %0, i32 0, ptr @cardc.affects.95, i32 4)
  call void @cardrt_sel_target(ptr %0, i32 1, i32 0)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 0, i32 1, i1 false)
  %1 = call i32 @cardrt_fx_tap(ptr %0, i32 0, i1 true)
  %2 = call i32 @cardrt_fx_skip_untap_all(ptr %0, i32 1, ptr @cardc.affects.96)
  ret void
}

define internal i1 @cardc.affects.95(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = and i1 %7, true
  %10 = and i1 %9, true
  ret i1 %10
}

declare void @cardrt_sel_keep_controlled(ptr, i32, i32, i1)

define internal i1 @cardc.affects.96(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = call i32 @cardrt_controller(ptr %0, i32 %2)
  %9 = and i1 %7, true
  %10 = and i1 %9, true
  ret i1 %10
}

declare i32 @cardrt_fx_skip_untap_all(ptr, i32, ptr)

define internal void @cardc.effect.98(ptr %0) {
entry:
  %1 = call i32 @cardrt_fx_rule(ptr %0, ptr @cardc.rule.126, ptr null, i32 0)
  ret void
}

define internal i1 @cardc.legal.100(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = and i1 %5, true
  %7 = and i1 %4, false
  %legal = or i1 %7, %6
  ret i1 %legal
}

define internal void @cardc.effect.101(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_player_rule(ptr %0, ptr @cardc.rule.131, i32 0, i32 0)
  ret void
}
