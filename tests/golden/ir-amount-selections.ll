; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_cost = type { i32, i32, ptr, i32, ptr }
%cardrt_activated_def = type { ptr, ptr, ptr, i32, ptr, i32, ptr, i8, i32, i32, i32, i32, i32, ptr }
%cardrt_registry = type { i32, i32, ptr }

@.str = private unnamed_addr constant [21 x i8] c"creature you control\00"
@.str.1 = private unnamed_addr constant [27 x i8] c"creature you don't control\00"
@cardc.targets = internal constant [2 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }, %cardrt_target_spec { ptr @.str.1, i32 1, i32 1, ptr @cardc.legal.1, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.2 = private unnamed_addr constant [14 x i8] c"Test Instinct\00"
@.str.3 = private unnamed_addr constant [7 x i8] c"{1}{G}\00"
@cardc.card.3 = internal constant %cardrt_card_def { ptr @.str.2, ptr @.str.3, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 2, ptr @cardc.effect.2, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.4 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.5 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.4, i32 1, i32 1, ptr @cardc.legal.4, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.6 = private unnamed_addr constant [13 x i8] c"Test Verdict\00"
@.str.7 = private unnamed_addr constant [7 x i8] c"{1}{W}\00"
@cardc.card.6 = internal constant %cardrt_card_def { ptr @.str.6, ptr @.str.7, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.5, i32 1, ptr @cardc.effect.5, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.8 = private unnamed_addr constant [6 x i8] c"spell\00"
@cardc.targets.9 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.8, i32 1, i32 1, ptr @cardc.legal.7, i32 16, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.10 = private unnamed_addr constant [12 x i8] c"Test Ruling\00"
@.str.11 = private unnamed_addr constant [7 x i8] c"{2}{U}\00"
@cardc.card.9 = internal constant %cardrt_card_def { ptr @.str.10, ptr @.str.11, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.9, i32 1, ptr @cardc.effect.8, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.12 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.13 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.12, i32 1, i32 1, ptr @cardc.legal.10, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.14 = private unnamed_addr constant [11 x i8] c"Test Tithe\00"
@.str.15 = private unnamed_addr constant [7 x i8] c"{3}{B}\00"
@cardc.card.12 = internal constant %cardrt_card_def { ptr @.str.14, ptr @.str.15, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.13, i32 1, ptr @cardc.effect.11, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.16 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.17 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.16, i32 1, i32 1, ptr @cardc.legal.13, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.18 = private unnamed_addr constant [11 x i8] c"Test Feast\00"
@.str.19 = private unnamed_addr constant [10 x i8] c"{2}{B}{B}\00"
@cardc.card.16 = internal constant %cardrt_card_def { ptr @.str.18, ptr @.str.19, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.17, i32 1, ptr @cardc.effect.14, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.20 = private unnamed_addr constant [162 x i8] c"Whenever Test Adept deals combat damage to a player, reveal the top card of your library and put that card into your hand. You gain life equal to its mana value.\00"
@.str.21 = private unnamed_addr constant [8 x i8] c"Kithkin\00"
@.str.22 = private unnamed_addr constant [7 x i8] c"Wizard\00"
@.str.23 = private unnamed_addr constant [11 x i8] c"Test Adept\00"
@.str.24 = private unnamed_addr constant [10 x i8] c"{1}{W}{U}\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.20, ptr @cardc.match.17, ptr null, ptr null, i32 0, ptr @cardc.effect.18, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.19 = internal constant %cardrt_card_def { ptr @.str.23, ptr @.str.24, i32 3, i32 2, i32 0, [8 x ptr] [ptr @.str.21, ptr @.str.22, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.25 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.26 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.25, i32 1, i32 1, ptr @cardc.legal.20, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.27 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.28 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.29 = private unnamed_addr constant [13 x i8] c"Test Harvest\00"
@.str.30 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.22 = internal constant %cardrt_card_def { ptr @.str.29, ptr @.str.30, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.26, i32 1, ptr @cardc.effect.21, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.31 = private unnamed_addr constant [10 x i8] c"Test Soil\00"
@.str.32 = private unnamed_addr constant [7 x i8] c"{2}{R}\00"
@cardc.card.25 = internal constant %cardrt_card_def { ptr @.str.31, ptr @.str.32, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.23, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.33 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.34 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.33, i32 1, i32 1, ptr @cardc.legal.26, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.35 = private unnamed_addr constant [11 x i8] c"Test Runes\00"
@.str.36 = private unnamed_addr constant [7 x i8] c"{2}{R}\00"
@cardc.card.29 = internal constant %cardrt_card_def { ptr @.str.35, ptr @.str.36, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.34, i32 1, ptr @cardc.effect.27, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.37 = private unnamed_addr constant [15 x i8] c"Test Knowledge\00"
@.str.38 = private unnamed_addr constant [15 x i8] c"Test Knowledge\00"
@.str.39 = private unnamed_addr constant [7 x i8] c"{1}{U}\00"
@cardc.card.32 = internal constant %cardrt_card_def { ptr @.str.38, ptr @.str.39, i32 2, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.30, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.40 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.41 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.40, i32 1, i32 1, ptr @cardc.legal.33, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.42 = private unnamed_addr constant [15 x i8] c"Test Abundance\00"
@.str.43 = private unnamed_addr constant [7 x i8] c"{3}{G}\00"
@cardc.card.36 = internal constant %cardrt_card_def { ptr @.str.42, ptr @.str.43, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.41, i32 1, ptr @cardc.effect.34, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.44 = private unnamed_addr constant [99 x i8] c"At the beginning of each end step, each opponent loses life equal to the life they lost this turn.\00"
@.str.45 = private unnamed_addr constant [16 x i8] c"Test Reflection\00"
@.str.46 = private unnamed_addr constant [10 x i8] c"{5}{B}{B}\00"
@cardc.triggers.47 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.44, ptr @cardc.match.37, ptr null, ptr null, i32 0, ptr @cardc.effect.38, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.39 = internal constant %cardrt_card_def { ptr @.str.45, ptr @.str.46, i32 4, i32 4, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.47, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.48 = private unnamed_addr constant [11 x i8] c"any target\00"
@cardc.targets.49 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.48, i32 1, i32 1, ptr @cardc.legal.40, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.50 = private unnamed_addr constant [37 x i8] c"any number of red cards in your hand\00"
@cardc.costs = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.51 = private unnamed_addr constant [148 x i8] c"{2}{R}, {T}: Reveal any number of red cards in your hand. Test Seer deals X damage to any target, where X is the number of cards revealed this way.\00"
@.str.52 = private unnamed_addr constant [7 x i8] c"{2}{R}\00"
@.str.53 = private unnamed_addr constant [6 x i8] c"Human\00"
@.str.54 = private unnamed_addr constant [7 x i8] c"Wizard\00"
@.str.55 = private unnamed_addr constant [10 x i8] c"Test Seer\00"
@.str.56 = private unnamed_addr constant [7 x i8] c"{2}{R}\00"
@cardc.activated = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.51, ptr @.str.52, ptr @cardc.costs, i32 1, ptr @cardc.targets.49, i32 1, ptr @cardc.effect.41, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.43 = internal constant %cardrt_card_def { ptr @.str.55, ptr @.str.56, i32 8, i32 2, i32 0, [8 x ptr] [ptr @.str.53, ptr @.str.54, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.57 = private unnamed_addr constant [7 x i8] c"player\00"
@cardc.targets.58 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.57, i32 1, i32 1, ptr @cardc.legal.45, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.59 = private unnamed_addr constant [179 x i8] c"When Test Anathema enters the battlefield, target player reveals their hand. Test Anathema deals damage to that player equal to the number of nonbasic lands that player controls.\00"
@.str.60 = private unnamed_addr constant [7 x i8] c"Zombie\00"
@.str.61 = private unnamed_addr constant [7 x i8] c"Wizard\00"
@.str.62 = private unnamed_addr constant [14 x i8] c"Test Anathema\00"
@.str.63 = private unnamed_addr constant [7 x i8] c"{3}{B}\00"
@cardc.triggers.64 = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.59, ptr @cardc.match.44, ptr null, ptr @cardc.targets.58, i32 1, ptr @cardc.effect.46, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.48 = internal constant %cardrt_card_def { ptr @.str.62, ptr @.str.63, i32 4, i32 2, i32 0, [8 x ptr] [ptr @.str.60, ptr @.str.61, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 1, i32 2, i32 2, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers.64, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.65 = private unnamed_addr constant [5 x i8] c"land\00"
@cardc.targets.66 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.65, i32 1, i32 1, ptr @cardc.legal.49, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.67 = private unnamed_addr constant [12 x i8] c"Test Unrest\00"
@.str.68 = private unnamed_addr constant [7 x i8] c"{2}{R}\00"
@cardc.card.52 = internal constant %cardrt_card_def { ptr @.str.67, ptr @.str.68, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.66, i32 1, ptr @cardc.effect.50, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [15 x ptr] [ptr @cardc.card.3, ptr @cardc.card.6, ptr @cardc.card.9, ptr @cardc.card.12, ptr @cardc.card.16, ptr @cardc.card.19, ptr @cardc.card.22, ptr @cardc.card.25, ptr @cardc.card.29, ptr @cardc.card.32, ptr @cardc.card.36, ptr @cardc.card.39, ptr @cardc.card.43, ptr @cardc.card.48, ptr @cardc.card.52]
@cardc_registry = constant %cardrt_registry { i32 30, i32 15, ptr @cardc.cards }

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

declare i32 @cardrt_types(ptr, i32)

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_you(ptr, i32)

define internal i1 @cardc.legal.1(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.2(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_target(ptr %0, i32 1, i32 0)
  call void @cardrt_sel_target(ptr %0, i32 2, i32 1)
  %2 = call i32 @cardrt_fx_damage(ptr %0, i32 1, i32 2, i32 %1)
  ret void
}

declare void @cardrt_sel_target(ptr, i32, i32)

declare i32 @cardrt_sel_stat(ptr, i32, i32)

declare i32 @cardrt_fx_damage(ptr, i32, i32, i32)

define internal i1 @cardc.legal.4(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.5(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 0, i1 true)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 1)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %2)
  ret void
}

declare i32 @cardrt_fx_destroy(ptr, i32, i1)

declare void @cardrt_sel_players(ptr, i32, i32)

declare i32 @cardrt_fx_life(ptr, i32, i32)

define internal i1 @cardc.legal.7(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.8(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_counter(ptr %0, i32 0)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 2)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %2)
  ret void
}

declare i32 @cardrt_fx_counter(ptr, i32)

define internal i1 @cardc.legal.10(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.11(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 0, i32 3)
  %2 = icmp slt i32 %1, 0
  %3 = select i1 %2, i32 0, i32 %1
  %4 = add i32 %3, 1
  %half = sdiv i32 %4, 2
  call void @cardrt_sel_target(ptr %0, i32 1, i32 0)
  %5 = sub i32 0, %half
  %6 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %5)
  ret void
}

define internal i1 @cardc.legal.13(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.14(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_sacrifice_n(ptr %0, i32 0, ptr @cardc.affects.15, i32 1, i32 1)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 1, i32 1)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 2, i32 %2)
  ret void
}

define internal i1 @cardc.affects.15(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare i32 @cardrt_fx_sacrifice_n(ptr, i32, ptr, i32, i32)

define internal i1 @cardc.match.17(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 8
  %source = load i32, ptr %4, align 4
  %5 = icmp eq i32 %source, %1
  %6 = icmp eq i32 %kind, 2
  %7 = and i1 %6, %5
  %8 = getelementptr i8, ptr %2, i32 56
  %combat = load i8, ptr %8, align 1
  %9 = icmp ne i8 %combat, 0
  %10 = and i1 %7, %9
  %11 = getelementptr i8, ptr %2, i32 16
  %tid = load i32, ptr %11, align 4
  %12 = getelementptr i8, ptr %2, i32 12
  %tkind = load i32, ptr %12, align 4
  %13 = icmp eq i32 %tkind, 2
  %14 = and i1 %13, true
  %15 = and i1 %10, %14
  %16 = and i1 %15, true
  ret i1 %16
}

define internal void @cardc.effect.18(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_top(ptr %0, i32 1, i32 0, i32 1)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 1, i32 0)
  %2 = call i32 @cardrt_sel_stat(ptr %0, i32 1, i32 2)
  call void @cardrt_sel_players(ptr %0, i32 2, i32 0)
  %3 = call i32 @cardrt_fx_life(ptr %0, i32 2, i32 %2)
  ret void
}

declare void @cardrt_sel_top(ptr, i32, i32, i32)

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)

define internal i1 @cardc.legal.20(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.21(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_counters(ptr %0, i32 0, ptr @.str.27, i32 1)
  %2 = call i32 @cardrt_sel_counters(ptr %0, i32 0, ptr @.str.28)
  %3 = mul i32 1, %2
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %4 = call i32 @cardrt_fx_draw(ptr %0, i32 1, i32 %3)
  ret void
}

declare i32 @cardrt_fx_counters(ptr, i32, ptr, i32)

declare i32 @cardrt_sel_counters(ptr, i32, ptr)

declare i32 @cardrt_fx_draw(ptr, i32, i32)

define internal void @cardc.effect.23(ptr %0) {
entry:
  %turn.i = alloca i32, align 4
  call void @cardrt_sel_players(ptr %0, i32 0, i32 2)
  store i32 0, ptr %turn.i, align 4
  br label %turn.loop

turn.loop:                                        ; preds = %turn.body, %entry
  %n = load i32, ptr %turn.i, align 4
  %1 = call i1 @cardrt_sel_nth(ptr %0, i32 1, i32 0, i32 %n)
  br i1 %1, label %turn.body, label %turn.done

turn.body:                                        ; preds = %turn.loop
  call void @cardrt_sel_objects(ptr %0, i32 2, ptr @cardc.affects.24, i32 4)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 2, i32 1, i1 false)
  %2 = call i32 @cardrt_sel_count(ptr %0, i32 2)
  %3 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 1, i32 %2)
  call void @cardrt_sel_clear(ptr %0, i32 2, i32 1)
  %4 = add i32 %n, 1
  store i32 %4, ptr %turn.i, align 4
  br label %turn.loop

turn.done:                                        ; preds = %turn.loop
  ret void
}

declare i1 @cardrt_sel_nth(ptr, i32, i32, i32)

define internal i1 @cardc.affects.24(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 8
  %5 = icmp eq i32 %4, 8
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare void @cardrt_sel_objects(ptr, i32, ptr, i32)

declare void @cardrt_sel_keep_controlled(ptr, i32, i32, i1)

declare i32 @cardrt_sel_count(ptr, i32)

declare void @cardrt_sel_clear(ptr, i32, i32)

define internal i1 @cardc.legal.26(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.27(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr @cardc.affects.28, i32 4)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 1, i32 0, i1 false)
  %1 = call i32 @cardrt_sel_count(ptr %0, i32 1)
  call void @cardrt_sel_target(ptr %0, i32 2, i32 0)
  %2 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 2, i32 %1)
  ret void
}

define internal i1 @cardc.affects.28(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 1
  %5 = icmp eq i32 %4, 1
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

define internal void @cardc.effect.30(ptr %0) {
entry:
  %1 = call i32 @cardrt_ctx_source(ptr %0)
  %2 = call ptr @cardrt_ctx_game(ptr %0)
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %3 = call i32 @cardrt_fx_draw(ptr %0, i32 0, i32 1)
  %4 = call i32 @cardrt_count(ptr %2, i32 %1, ptr @cardc.affects.31, i32 8)
  call void @cardrt_sel_players(ptr %0, i32 1, i32 0)
  %5 = call i32 @cardrt_fx_draw(ptr %0, i32 1, i32 %4)
  ret void
}

define internal i1 @cardc.affects.31(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = or i1 false, %5
  %7 = call i1 @cardrt_has_name(ptr %0, i32 %2, ptr @.str.37)
  %8 = and i1 true, %7
  %9 = and i1 %6, %8
  ret i1 %9
}

declare i1 @cardrt_is_token(ptr, i32)

declare i1 @cardrt_has_name(ptr, i32, ptr)

declare ptr @cardrt_ctx_game(ptr)

declare i32 @cardrt_ctx_source(ptr)

declare i32 @cardrt_count(ptr, i32, ptr, i32)

define internal i1 @cardc.legal.33(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.34(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr @cardc.affects.35, i32 4)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 1, i32 0, i1 false)
  %1 = call i32 @cardrt_sel_max(ptr %0, i32 1, i32 0)
  call void @cardrt_sel_target(ptr %0, i32 2, i32 0)
  %2 = call i32 @cardrt_fx_life(ptr %0, i32 2, i32 %1)
  ret void
}

define internal i1 @cardc.affects.35(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  ret i1 %8
}

declare i32 @cardrt_sel_max(ptr, i32, i32)

define internal i1 @cardc.match.37(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 10
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  %8 = and i1 %7, true
  ret i1 %8
}

define internal void @cardc.effect.38(ptr %0) {
entry:
  %turn.i = alloca i32, align 4
  call void @cardrt_sel_players(ptr %0, i32 0, i32 1)
  store i32 0, ptr %turn.i, align 4
  br label %turn.loop

turn.loop:                                        ; preds = %turn.body, %entry
  %n = load i32, ptr %turn.i, align 4
  %1 = call i1 @cardrt_sel_nth(ptr %0, i32 1, i32 0, i32 %n)
  br i1 %1, label %turn.body, label %turn.done

turn.body:                                        ; preds = %turn.loop
  %2 = call i32 @cardrt_sel_history(ptr %0, i32 1, i32 2, i1 false)
  %3 = sub i32 0, %2
  %4 = call i32 @cardrt_fx_life(ptr %0, i32 1, i32 %3)
  %5 = add i32 %n, 1
  store i32 %5, ptr %turn.i, align 4
  br label %turn.loop

turn.done:                                        ; preds = %turn.loop
  ret void
}

declare i32 @cardrt_sel_history(ptr, i32, i32, i1)

define internal i1 @cardc.legal.40(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 66
  %8 = icmp ne i32 %7, 0
  %9 = and i1 %5, true
  %10 = and i1 %4, %8
  %legal = or i1 %10, %9
  ret i1 %legal
}

define internal void @cardc.effect.41(ptr %0) {
entry:
  call void @cardrt_sel_objects(ptr %0, i32 0, ptr @cardc.affects.42, i32 2)
  call void @cardrt_sel_choose_up_to(ptr %0, i32 1, i32 0, i32 2147483647, ptr @.str.50)
  %1 = call i32 @cardrt_sel_count(ptr %0, i32 1)
  call void @cardrt_sel_target(ptr %0, i32 2, i32 0)
  %2 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 2, i32 %1)
  ret void
}

define internal i1 @cardc.affects.42(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_colors(ptr %0, i32 %2)
  %4 = and i32 %3, 8
  %5 = icmp ne i32 %4, 0
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = call i32 @cardrt_owner(ptr %0, i32 %2)
  %13 = call i32 @cardrt_you(ptr %0, i32 %1)
  %14 = icmp eq i32 %12, %13
  %15 = and i1 %11, %14
  ret i1 %15
}

declare i32 @cardrt_colors(ptr, i32)

declare i32 @cardrt_owner(ptr, i32)

declare void @cardrt_sel_choose_up_to(ptr, i32, i32, i32, ptr)

define internal i1 @cardc.match.44(ptr %0, i32 %1, ptr %2) {
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

define internal i1 @cardc.legal.45(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.46(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr null, i32 2)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 1, i32 0, i1 true)
  call void @cardrt_sel_objects(ptr %0, i32 2, ptr @cardc.affects.47, i32 4)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 2, i32 0, i1 false)
  %1 = call i32 @cardrt_sel_count(ptr %0, i32 2)
  %2 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 0, i32 %1)
  ret void
}

define internal i1 @cardc.affects.47(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_supertypes(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 0
  %6 = and i1 true, %5
  %7 = call i32 @cardrt_types(ptr %0, i32 %2)
  %8 = and i32 %7, 8
  %9 = icmp eq i32 %8, 8
  %10 = and i1 %6, %9
  %11 = or i1 false, %10
  %12 = and i1 %11, true
  ret i1 %12
}

declare i32 @cardrt_supertypes(ptr, i32)

define internal i1 @cardc.legal.49(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 8
  %8 = icmp eq i32 %7, 8
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.50(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 0, i1 true)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 2, ptr @cardc.affects.51, i32 4)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 2, i32 1, i1 false)
  %2 = call i32 @cardrt_sel_count(ptr %0, i32 2)
  call void @cardrt_sel_related(ptr %0, i32 3, i32 0, i32 0)
  %3 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 3, i32 %2)
  ret void
}

declare void @cardrt_sel_related(ptr, i32, i32, i32)

define internal i1 @cardc.affects.51(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_supertypes(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 0
  %6 = and i1 true, %5
  %7 = call i32 @cardrt_types(ptr %0, i32 %2)
  %8 = and i32 %7, 8
  %9 = icmp eq i32 %8, 8
  %10 = and i1 %6, %9
  %11 = or i1 false, %10
  %12 = and i1 %11, true
  ret i1 %12
}
